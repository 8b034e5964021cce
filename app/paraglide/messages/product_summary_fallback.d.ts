/**
* | output |
* | --- |
* | "Buy {name} online in Bangladesh. Cash on delivery." |
*
* @param {Product_Summary_FallbackInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const product_summary_fallback: ((inputs: Product_Summary_FallbackInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Product_Summary_FallbackInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Product_Summary_FallbackInputs = {
    name: NonNullable<unknown>;
};
