/**
* | output |
* | --- |
* | "Farhana Akter" |
*
* @param {Review_3_NameInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const review_3_name: ((inputs?: Review_3_NameInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Review_3_NameInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Review_3_NameInputs = {};
