/**
* | output |
* | --- |
* | "We approve or answer your request within 24 hours." |
*
* @param {Returns_How_2Inputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const returns_how_2: ((inputs?: Returns_How_2Inputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Returns_How_2Inputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Returns_How_2Inputs = {};
