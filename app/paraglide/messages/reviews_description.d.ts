/**
* | output |
* | --- |
* | "What our customers across Bangladesh say about shopping with us." |
*
* @param {Reviews_DescriptionInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const reviews_description: ((inputs?: Reviews_DescriptionInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reviews_DescriptionInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reviews_DescriptionInputs = {};
