/**
* | output |
* | --- |
* | "Tracking ID:" |
*
* @param {Track_Tracking_IdInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const track_tracking_id: ((inputs?: Track_Tracking_IdInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Track_Tracking_IdInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Track_Tracking_IdInputs = {};
