/**
* | output |
* | --- |
* | "Product" |
*
* @param {Nav_ProductInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const nav_product: ((inputs?: Nav_ProductInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Nav_ProductInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Nav_ProductInputs = {};
