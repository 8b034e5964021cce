/**
* | output |
* | --- |
* | "Prices and payment" |
*
* @param {Terms_Prices_TitleInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const terms_prices_title: ((inputs?: Terms_Prices_TitleInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Terms_Prices_TitleInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Terms_Prices_TitleInputs = {};
