/**
* | output |
* | --- |
* | "Mahmudul Karim" |
*
* @param {Review_6_NameInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const review_6_name: ((inputs?: Review_6_NameInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Review_6_NameInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Review_6_NameInputs = {};
