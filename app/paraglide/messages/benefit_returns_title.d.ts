/**
* | output |
* | --- |
* | "Easy Returns" |
*
* @param {Benefit_Returns_TitleInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const benefit_returns_title: ((inputs?: Benefit_Returns_TitleInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Benefit_Returns_TitleInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Benefit_Returns_TitleInputs = {};
