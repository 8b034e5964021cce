/**
* | output |
* | --- |
* | "Best Selling" |
*
* @param {Nav_Best_SellingInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const nav_best_selling: ((inputs?: Nav_Best_SellingInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Nav_Best_SellingInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Nav_Best_SellingInputs = {};
