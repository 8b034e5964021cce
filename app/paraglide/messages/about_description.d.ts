/**
* | output |
* | --- |
* | "Our story: an online shop for Bangladesh with fair prices and cash on delivery." |
*
* @param {About_DescriptionInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const about_description: ((inputs?: About_DescriptionInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<About_DescriptionInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type About_DescriptionInputs = {};
