/**
* | output |
* | --- |
* | "Subtotal" |
*
* @param {Summary_SubtotalInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const summary_subtotal: ((inputs?: Summary_SubtotalInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Summary_SubtotalInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Summary_SubtotalInputs = {};
