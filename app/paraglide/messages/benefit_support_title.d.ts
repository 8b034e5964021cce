/**
* | output |
* | --- |
* | "24/7 Support" |
*
* @param {Benefit_Support_TitleInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const benefit_support_title: ((inputs?: Benefit_Support_TitleInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Benefit_Support_TitleInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Benefit_Support_TitleInputs = {};
