/**
* | output |
* | --- |
* | "Your order could not be confirmed. Please try again." |
*
* @param {Order_Not_ConfirmedInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const order_not_confirmed: ((inputs?: Order_Not_ConfirmedInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Order_Not_ConfirmedInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Order_Not_ConfirmedInputs = {};
