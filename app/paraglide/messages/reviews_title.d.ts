/**
* | output |
* | --- |
* | "Customer Reviews" |
*
* @param {Reviews_TitleInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const reviews_title: ((inputs?: Reviews_TitleInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reviews_TitleInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reviews_TitleInputs = {};
