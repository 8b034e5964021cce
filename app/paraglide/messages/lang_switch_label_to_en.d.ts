/**
* | output |
* | --- |
* | "View this page in English" |
*
* @param {Lang_Switch_Label_To_EnInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const lang_switch_label_to_en: ((inputs?: Lang_Switch_Label_To_EnInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lang_Switch_Label_To_EnInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Lang_Switch_Label_To_EnInputs = {};
