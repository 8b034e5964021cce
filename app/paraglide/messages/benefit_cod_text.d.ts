/**
* | output |
* | --- |
* | "delivery all over Bangladesh" |
*
* @param {Benefit_Cod_TextInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const benefit_cod_text: ((inputs?: Benefit_Cod_TextInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Benefit_Cod_TextInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Benefit_Cod_TextInputs = {};
