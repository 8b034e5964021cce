/**
* | output |
* | --- |
* | "Browse our entire collection" |
*
* @param {Nav_All_Products_HintInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const nav_all_products_hint: ((inputs?: Nav_All_Products_HintInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Nav_All_Products_HintInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Nav_All_Products_HintInputs = {};
