/**
* | output |
* | --- |
* | "Our Story" |
*
* @param {About_Story_HeadingInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const about_story_heading: ((inputs?: About_Story_HeadingInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<About_Story_HeadingInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type About_Story_HeadingInputs = {};
