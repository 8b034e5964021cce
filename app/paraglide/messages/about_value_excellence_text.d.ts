/**
* | output |
* | --- |
* | "Careful packing, on-time delivery and easy returns: we keep raising our own bar." |
*
* @param {About_Value_Excellence_TextInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const about_value_excellence_text: ((inputs?: About_Value_Excellence_TextInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<About_Value_Excellence_TextInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type About_Value_Excellence_TextInputs = {};
