/**
* | output |
* | --- |
* | "Total" |
*
* @param {Summary_TotalInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const summary_total: ((inputs?: Summary_TotalInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Summary_TotalInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Summary_TotalInputs = {};
