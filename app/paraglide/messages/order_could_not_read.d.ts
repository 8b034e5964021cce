/**
* | output |
* | --- |
* | "The order could not be read" |
*
* @param {Order_Could_Not_ReadInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const order_could_not_read: ((inputs?: Order_Could_Not_ReadInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Order_Could_Not_ReadInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Order_Could_Not_ReadInputs = {};
