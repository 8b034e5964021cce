/**
* | output |
* | --- |
* | "Refunds" |
*
* @param {Returns_Refunds_TitleInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const returns_refunds_title: ((inputs?: Returns_Refunds_TitleInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Returns_Refunds_TitleInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Returns_Refunds_TitleInputs = {};
