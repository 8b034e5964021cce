/**
* | output |
* | --- |
* | "বাংলা" |
*
* @param {Lang_Switch_To_BnInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const lang_switch_to_bn: ((inputs?: Lang_Switch_To_BnInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lang_Switch_To_BnInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Lang_Switch_To_BnInputs = {};
