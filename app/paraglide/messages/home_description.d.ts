/**
* | output |
* | --- |
* | "Shop sarees, panjabis, electronics, groceries and more. Prices in taka, cash on delivery across Bangladesh." |
*
* @param {Home_DescriptionInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const home_description: ((inputs?: Home_DescriptionInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_DescriptionInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_DescriptionInputs = {};
