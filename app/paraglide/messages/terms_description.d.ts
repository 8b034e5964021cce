/**
* | output |
* | --- |
* | "The terms of buying from our shop: orders, prices, cash on delivery, returns." |
*
* @param {Terms_DescriptionInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const terms_description: ((inputs?: Terms_DescriptionInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Terms_DescriptionInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Terms_DescriptionInputs = {};
