/**
* | output |
* | --- |
* | "Best Selling" |
*
* @param {Home_Best_SellingInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const home_best_selling: ((inputs?: Home_Best_SellingInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Best_SellingInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Best_SellingInputs = {};
