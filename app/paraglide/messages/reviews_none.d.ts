/**
* | output |
* | --- |
* | "No reviews yet. Reviews come from shoppers whose orders were delivered." |
*
* @param {Reviews_NoneInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const reviews_none: ((inputs?: Reviews_NoneInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reviews_NoneInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reviews_NoneInputs = {};
