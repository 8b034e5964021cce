/**
* | output |
* | --- |
* | "Our Values" |
*
* @param {About_Values_HeadingInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const about_values_heading: ((inputs?: About_Values_HeadingInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<About_Values_HeadingInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type About_Values_HeadingInputs = {};
