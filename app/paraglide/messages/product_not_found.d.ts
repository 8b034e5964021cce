/**
* | output |
* | --- |
* | "Product not found" |
*
* @param {Product_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const product_not_found: ((inputs?: Product_Not_FoundInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Product_Not_FoundInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Product_Not_FoundInputs = {};
