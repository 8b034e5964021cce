/**
* | output |
* | --- |
* | "{days}-day return policy" |
*
* @param {Benefit_Returns_TextInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const benefit_returns_text: ((inputs: Benefit_Returns_TextInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Benefit_Returns_TextInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Benefit_Returns_TextInputs = {
    days: NonNullable<unknown>;
};
