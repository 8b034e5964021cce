/**
* | output |
* | --- |
* | "Enter the order number from your confirmation to see where your order is." |
*
* @param {Track_IntroInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const track_intro: ((inputs?: Track_IntroInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Track_IntroInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Track_IntroInputs = {};
