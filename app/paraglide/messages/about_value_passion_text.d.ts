/**
* | output |
* | --- |
* | "We love the craft of Bangladesh and bring makers and shoppers closer together." |
*
* @param {About_Value_Passion_TextInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const about_value_passion_text: ((inputs?: About_Value_Passion_TextInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<About_Value_Passion_TextInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type About_Value_Passion_TextInputs = {};
