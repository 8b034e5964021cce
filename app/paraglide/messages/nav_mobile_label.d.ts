/**
* | output |
* | --- |
* | "Mobile" |
*
* @param {Nav_Mobile_LabelInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const nav_mobile_label: ((inputs?: Nav_Mobile_LabelInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Nav_Mobile_LabelInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Nav_Mobile_LabelInputs = {};
