/**
* | output |
* | --- |
* | "Order progress" |
*
* @param {Track_ProgressInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const track_progress: ((inputs?: Track_ProgressInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Track_ProgressInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Track_ProgressInputs = {};
