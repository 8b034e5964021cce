/**
* | output |
* | --- |
* | "We keep only what we need to deliver your order and answer you." |
*
* @param {Privacy_IntroInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const privacy_intro: ((inputs?: Privacy_IntroInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Privacy_IntroInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Privacy_IntroInputs = {};
