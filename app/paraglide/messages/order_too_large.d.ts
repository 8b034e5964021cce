/**
* | output |
* | --- |
* | "This order is too large to place online. Please lower the quantities." |
*
* @param {Order_Too_LargeInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const order_too_large: ((inputs?: Order_Too_LargeInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Order_Too_LargeInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Order_Too_LargeInputs = {};
