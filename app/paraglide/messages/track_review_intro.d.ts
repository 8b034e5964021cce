/**
* | output |
* | --- |
* | "Your order was delivered. Tell other shoppers what you think of it. Enter the phone number you ordered with; your review appears once the shop has checked it." |
*
* @param {Track_Review_IntroInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const track_review_intro: ((inputs?: Track_Review_IntroInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Track_Review_IntroInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Track_Review_IntroInputs = {};
