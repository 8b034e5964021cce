/**
* | output |
* | --- |
* | "Submit review" |
*
* @param {Track_Review_SubmitInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const track_review_submit: ((inputs?: Track_Review_SubmitInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Track_Review_SubmitInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Track_Review_SubmitInputs = {};
