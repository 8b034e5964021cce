/**
* | output |
* | --- |
* | "This product is not in this order." |
*
* @param {Track_Review_Not_In_OrderInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const track_review_not_in_order: ((inputs?: Track_Review_Not_In_OrderInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Track_Review_Not_In_OrderInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Track_Review_Not_In_OrderInputs = {};
