/**
* | output |
* | --- |
* | "Please try again in a moment." |
*
* @param {Product_Error_AdviceInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const product_error_advice: ((inputs?: Product_Error_AdviceInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Product_Error_AdviceInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Product_Error_AdviceInputs = {};
