/**
* | output |
* | --- |
* | "Dismiss" |
*
* @param {Lang_Hint_DismissInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const lang_hint_dismiss: ((inputs?: Lang_Hint_DismissInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lang_Hint_DismissInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Lang_Hint_DismissInputs = {};
