/**
* | output |
* | --- |
* | "Not happy with your order? Here is how returns work." |
*
* @param {Returns_IntroInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const returns_intro: ((inputs?: Returns_IntroInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Returns_IntroInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Returns_IntroInputs = {};
