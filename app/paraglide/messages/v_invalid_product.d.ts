/**
* | output |
* | --- |
* | "Invalid product" |
*
* @param {V_Invalid_ProductInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const v_invalid_product: ((inputs?: V_Invalid_ProductInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<V_Invalid_ProductInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type V_Invalid_ProductInputs = {};
