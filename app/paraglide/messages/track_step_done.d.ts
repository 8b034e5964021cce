/**
* | output |
* | --- |
* | "(done)" |
*
* @param {Track_Step_DoneInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const track_step_done: ((inputs?: Track_Step_DoneInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Track_Step_DoneInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Track_Step_DoneInputs = {};
