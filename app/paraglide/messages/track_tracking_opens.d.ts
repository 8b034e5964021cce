/**
* | output |
* | --- |
* | "(opens the courier's tracking page)" |
*
* @param {Track_Tracking_OpensInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const track_tracking_opens: ((inputs?: Track_Tracking_OpensInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Track_Tracking_OpensInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Track_Tracking_OpensInputs = {};
