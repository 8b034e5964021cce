/**
* | output |
* | --- |
* | "A product in your cart is no longer available" |
*
* @param {Order_Product_Gone_UnnamedInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const order_product_gone_unnamed: ((inputs?: Order_Product_Gone_UnnamedInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Order_Product_Gone_UnnamedInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Order_Product_Gone_UnnamedInputs = {};
