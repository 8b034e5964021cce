/**
* | output |
* | --- |
* | "You May Also Like" |
*
* @param {Product_RelatedInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const product_related: ((inputs?: Product_RelatedInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Product_RelatedInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Product_RelatedInputs = {};
