/**
* | output |
* | --- |
* | "Track Order" |
*
* @param {Track_ButtonInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const track_button: ((inputs?: Track_ButtonInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Track_ButtonInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Track_ButtonInputs = {};
