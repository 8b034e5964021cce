/**
* | output |
* | --- |
* | "Nice collection of home decor. The brass lamp looks lovely in our living room." |
*
* @param {Review_5_TextInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const review_5_text: ((inputs?: Review_5_TextInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Review_5_TextInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Review_5_TextInputs = {};
