/**
* | output |
* | --- |
* | "Please choose a rating from 1 to 5" |
*
* @param {Track_Review_Rating_ErrorInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const track_review_rating_error: ((inputs?: Track_Review_Rating_ErrorInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Track_Review_Rating_ErrorInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Track_Review_Rating_ErrorInputs = {};
