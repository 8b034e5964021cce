/**
* | output |
* | --- |
* | "Oops! Page not found" |
*
* @param {Not_Found_HeadingInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const not_found_heading: ((inputs?: Not_Found_HeadingInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Not_Found_HeadingInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Not_Found_HeadingInputs = {};
