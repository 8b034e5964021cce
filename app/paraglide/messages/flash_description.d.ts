/**
* | output |
* | --- |
* | "The newest products in the shop, fresh in this week." |
*
* @param {Flash_DescriptionInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const flash_description: ((inputs?: Flash_DescriptionInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flash_DescriptionInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Flash_DescriptionInputs = {};
