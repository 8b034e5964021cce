/**
* | output |
* | --- |
* | "We started as a small stall in a neighbourhood haat, the weekly market where families in Bangladesh have always come together to buy and sell. Our customers ..." |
*
* @param {About_Story_1Inputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const about_story_1: ((inputs?: About_Story_1Inputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<About_Story_1Inputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type About_Story_1Inputs = {};
