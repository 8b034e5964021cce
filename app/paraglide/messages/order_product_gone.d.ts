/**
* | output |
* | --- |
* | "{name} is no longer available" |
*
* @param {Order_Product_GoneInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const order_product_gone: ((inputs: Order_Product_GoneInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Order_Product_GoneInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Order_Product_GoneInputs = {
    name: NonNullable<unknown>;
};
