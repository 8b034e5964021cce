/**
* | output |
* | --- |
* | "You have already reviewed this product for this order." |
*
* @param {Track_Review_AlreadyInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const track_review_already: ((inputs?: Track_Review_AlreadyInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Track_Review_AlreadyInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Track_Review_AlreadyInputs = {};
