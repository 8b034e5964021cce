/**
* | output |
* | --- |
* | "Something went wrong" |
*
* @param {Product_ErrorInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const product_error: ((inputs?: Product_ErrorInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Product_ErrorInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Product_ErrorInputs = {};
