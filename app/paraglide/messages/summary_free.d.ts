/**
* | output |
* | --- |
* | "Free" |
*
* @param {Summary_FreeInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const summary_free: ((inputs?: Summary_FreeInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Summary_FreeInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Summary_FreeInputs = {};
