/**
* | output |
* | --- |
* | "Too many attempts. Please try again in a few minutes." |
*
* @param {Track_Review_Too_ManyInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const track_review_too_many: ((inputs?: Track_Review_Too_ManyInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Track_Review_Too_ManyInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Track_Review_Too_ManyInputs = {};
