/**
* | output |
* | --- |
* | "Main" |
*
* @param {Nav_Main_LabelInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const nav_main_label: ((inputs?: Nav_Main_LabelInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Nav_Main_LabelInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Nav_Main_LabelInputs = {};
