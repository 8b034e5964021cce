/**
* | output |
* | --- |
* | "Sumaiya Islam" |
*
* @param {Review_5_NameInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const review_5_name: ((inputs?: Review_5_NameInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Review_5_NameInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Review_5_NameInputs = {};
