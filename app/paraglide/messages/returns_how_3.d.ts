/**
* | output |
* | --- |
* | "Pack the item securely; we tell you where to send it or arrange a pickup." |
*
* @param {Returns_How_3Inputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const returns_how_3: ((inputs?: Returns_How_3Inputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Returns_How_3Inputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Returns_How_3Inputs = {};
