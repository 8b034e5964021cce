/**
* | output |
* | --- |
* | "Photo (optional)" |
*
* @param {Track_Review_PhotoInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const track_review_photo: ((inputs?: Track_Review_PhotoInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Track_Review_PhotoInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Track_Review_PhotoInputs = {};
