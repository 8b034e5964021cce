/**
* | output |
* | --- |
* | "Browse all products by category and price. Prices in taka, cash on delivery across Bangladesh." |
*
* @param {Shop_DescriptionInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const shop_description: ((inputs?: Shop_DescriptionInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shop_DescriptionInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Shop_DescriptionInputs = {};
