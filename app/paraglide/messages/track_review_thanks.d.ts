/**
* | output |
* | --- |
* | "Thank you! Your review will appear once the shop has approved it." |
*
* @param {Track_Review_ThanksInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const track_review_thanks: ((inputs?: Track_Review_ThanksInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Track_Review_ThanksInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Track_Review_ThanksInputs = {};
