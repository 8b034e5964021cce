/**
* | output |
* | --- |
* | "Cash on delivery makes shopping so easy. I checked everything before paying. Will order again!" |
*
* @param {Review_3_TextInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const review_3_text: ((inputs?: Review_3_TextInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Review_3_TextInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Review_3_TextInputs = {};
