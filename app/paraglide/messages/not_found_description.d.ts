/**
* | output |
* | --- |
* | "This page does not exist. Browse the shop or search for a product." |
*
* @param {Not_Found_DescriptionInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const not_found_description: ((inputs?: Not_Found_DescriptionInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Not_Found_DescriptionInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Not_Found_DescriptionInputs = {};
