/**
* | output |
* | --- |
* | "Every decision starts with you: clear prices, honest descriptions and a real person on the phone." |
*
* @param {About_Value_Customer_TextInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const about_value_customer_text: ((inputs?: About_Value_Customer_TextInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<About_Value_Customer_TextInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type About_Value_Customer_TextInputs = {};
