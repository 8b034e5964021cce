/**
* | output |
* | --- |
* | "Order placed successfully!" |
*
* @param {Order_PlacedInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const order_placed: ((inputs?: Order_PlacedInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Order_PlacedInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Order_PlacedInputs = {};
