/**
* | output |
* | --- |
* | "We check what we sell, from handloom sarees to gadgets, so you receive what you saw." |
*
* @param {About_Value_Quality_TextInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const about_value_quality_text: ((inputs?: About_Value_Quality_TextInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<About_Value_Quality_TextInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type About_Value_Quality_TextInputs = {};
