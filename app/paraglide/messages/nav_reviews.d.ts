/**
* | output |
* | --- |
* | "Reviews" |
*
* @param {Nav_ReviewsInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const nav_reviews: ((inputs?: Nav_ReviewsInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Nav_ReviewsInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Nav_ReviewsInputs = {};
