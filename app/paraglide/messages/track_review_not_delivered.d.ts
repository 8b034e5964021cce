/**
* | output |
* | --- |
* | "You can review an order once it is delivered." |
*
* @param {Track_Review_Not_DeliveredInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const track_review_not_delivered: ((inputs?: Track_Review_Not_DeliveredInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Track_Review_Not_DeliveredInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Track_Review_Not_DeliveredInputs = {};
