/**
* | output |
* | --- |
* | "Rakibul Hasan" |
*
* @param {Review_4_NameInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const review_4_name: ((inputs?: Review_4_NameInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Review_4_NameInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Review_4_NameInputs = {};
