/**
* | output |
* | --- |
* | "Customer First" |
*
* @param {About_Value_Customer_TitleInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const about_value_customer_title: ((inputs?: About_Value_Customer_TitleInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<About_Value_Customer_TitleInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type About_Value_Customer_TitleInputs = {};
