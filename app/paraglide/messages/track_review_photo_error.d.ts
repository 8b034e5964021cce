/**
* | output |
* | --- |
* | "The photo could not be used. Please choose a JPEG, PNG, WebP or GIF image of at most 5 MB." |
*
* @param {Track_Review_Photo_ErrorInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const track_review_photo_error: ((inputs?: Track_Review_Photo_ErrorInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Track_Review_Photo_ErrorInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Track_Review_Photo_ErrorInputs = {};
