/**
* | output |
* | --- |
* | "Delivery and returns" |
*
* @param {Terms_Delivery_TitleInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const terms_delivery_title: ((inputs?: Terms_Delivery_TitleInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Terms_Delivery_TitleInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Terms_Delivery_TitleInputs = {};
