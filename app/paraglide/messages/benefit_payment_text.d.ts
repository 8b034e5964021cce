/**
* | output |
* | --- |
* | "100% secure transactions" |
*
* @param {Benefit_Payment_TextInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const benefit_payment_text: ((inputs?: Benefit_Payment_TextInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Benefit_Payment_TextInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Benefit_Payment_TextInputs = {};
