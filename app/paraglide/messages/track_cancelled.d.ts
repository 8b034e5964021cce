/**
* | output |
* | --- |
* | "Cancelled: this order will not be delivered." |
*
* @param {Track_CancelledInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const track_cancelled: ((inputs?: Track_CancelledInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Track_CancelledInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Track_CancelledInputs = {};
