/**
* | output |
* | --- |
* | "Newer reviews" |
*
* @param {Product_Reviews_NewerInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const product_reviews_newer: ((inputs?: Product_Reviews_NewerInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Product_Reviews_NewerInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Product_Reviews_NewerInputs = {};
