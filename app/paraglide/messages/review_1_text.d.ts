/**
* | output |
* | --- |
* | "The Jamdani saree was even more beautiful in person. Delivered in two days and the delivery man was very polite." |
*
* @param {Review_1_TextInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const review_1_text: ((inputs?: Review_1_TextInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Review_1_TextInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Review_1_TextInputs = {};
