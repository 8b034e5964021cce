/**
* | output |
* | --- |
* | "Ordered groceries for Ramadan and everything was fresh. Very reliable service." |
*
* @param {Review_6_TextInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const review_6_text: ((inputs?: Review_6_TextInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Review_6_TextInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Review_6_TextInputs = {};
