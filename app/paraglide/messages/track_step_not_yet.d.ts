/**
* | output |
* | --- |
* | "(not yet)" |
*
* @param {Track_Step_Not_YetInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const track_step_not_yet: ((inputs?: Track_Step_Not_YetInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Track_Step_Not_YetInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Track_Step_Not_YetInputs = {};
