/**
* | output |
* | --- |
* | "Loading..." |
*
* @param {Loading_ProductsInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const loading_products: ((inputs?: Loading_ProductsInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Loading_ProductsInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Loading_ProductsInputs = {};
