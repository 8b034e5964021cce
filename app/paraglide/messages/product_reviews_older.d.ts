/**
* | output |
* | --- |
* | "Older reviews" |
*
* @param {Product_Reviews_OlderInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const product_reviews_older: ((inputs?: Product_Reviews_OlderInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Product_Reviews_OlderInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Product_Reviews_OlderInputs = {};
