/**
* | output |
* | --- |
* | "Good quality panjabi at a fair price. Delivery took a little longer outside Dhaka, but they kept me informed." |
*
* @param {Review_2_TextInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const review_2_text: ((inputs?: Review_2_TextInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Review_2_TextInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Review_2_TextInputs = {};
