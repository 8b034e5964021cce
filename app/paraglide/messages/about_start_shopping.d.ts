/**
* | output |
* | --- |
* | "Start Shopping" |
*
* @param {About_Start_ShoppingInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const about_start_shopping: ((inputs?: About_Start_ShoppingInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<About_Start_ShoppingInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type About_Start_ShoppingInputs = {};
