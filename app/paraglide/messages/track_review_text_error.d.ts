/**
* | output |
* | --- |
* | "Please write your review (at most 2000 characters)" |
*
* @param {Track_Review_Text_ErrorInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const track_review_text_error: ((inputs?: Track_Review_Text_ErrorInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Track_Review_Text_ErrorInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Track_Review_Text_ErrorInputs = {};
