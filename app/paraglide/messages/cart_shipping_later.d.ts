/**
* | output |
* | --- |
* | "Calculated at checkout" |
*
* @param {Cart_Shipping_LaterInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const cart_shipping_later: ((inputs?: Cart_Shipping_LaterInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Shipping_LaterInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Cart_Shipping_LaterInputs = {};
