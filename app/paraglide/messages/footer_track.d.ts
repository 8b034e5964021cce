/**
* | output |
* | --- |
* | "Track Order" |
*
* @param {Footer_TrackInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const footer_track: ((inputs?: Footer_TrackInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Footer_TrackInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Footer_TrackInputs = {};
