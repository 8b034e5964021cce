/**
* | output |
* | --- |
* | "The shop is not available right now. Please try again in a few minutes." |
*
* @param {Error_Unavailable_AdviceInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const error_unavailable_advice: ((inputs?: Error_Unavailable_AdviceInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Unavailable_AdviceInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Error_Unavailable_AdviceInputs = {};
