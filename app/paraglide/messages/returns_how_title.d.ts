/**
* | output |
* | --- |
* | "How to return" |
*
* @param {Returns_How_TitleInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const returns_how_title: ((inputs?: Returns_How_TitleInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Returns_How_TitleInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Returns_How_TitleInputs = {};
