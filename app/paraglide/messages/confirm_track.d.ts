/**
* | output |
* | --- |
* | "Track your order" |
*
* @param {Confirm_TrackInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const confirm_track: ((inputs?: Confirm_TrackInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Confirm_TrackInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Confirm_TrackInputs = {};
