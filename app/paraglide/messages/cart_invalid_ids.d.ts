/**
* | output |
* | --- |
* | "Invalid product ids" |
*
* @param {Cart_Invalid_IdsInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const cart_invalid_ids: ((inputs?: Cart_Invalid_IdsInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Invalid_IdsInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Cart_Invalid_IdsInputs = {};
