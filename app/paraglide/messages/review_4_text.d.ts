/**
* | output |
* | --- |
* | "My earbuds arrived well packed and work perfectly. Customer service answered all my questions quickly." |
*
* @param {Review_4_TextInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const review_4_text: ((inputs?: Review_4_TextInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Review_4_TextInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Review_4_TextInputs = {};
