/**
* | output |
* | --- |
* | "<link>Contact us</link> with your order number and the reason for the return." |
*
* @param {Returns_How_1Inputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const returns_how_1: ((inputs?: Returns_How_1Inputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Returns_How_1Inputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Returns_How_1Inputs = {};
