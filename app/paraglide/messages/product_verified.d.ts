/**
* | output |
* | --- |
* | "Verified purchase" |
*
* @param {Product_VerifiedInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const product_verified: ((inputs?: Product_VerifiedInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Product_VerifiedInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Product_VerifiedInputs = {};
