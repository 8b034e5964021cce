/**
* | output |
* | --- |
* | "Today we bring that same market feeling online. Fair prices in taka, products we have checked ourselves, and cash on delivery, so you only pay when your orde..." |
*
* @param {About_Story_2Inputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const about_story_2: ((inputs?: About_Story_2Inputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<About_Story_2Inputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type About_Story_2Inputs = {};
