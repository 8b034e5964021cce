/**
* | output |
* | --- |
* | "Cash on Delivery" |
*
* @param {Benefit_Cod_TitleInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const benefit_cod_title: ((inputs?: Benefit_Cod_TitleInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Benefit_Cod_TitleInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Benefit_Cod_TitleInputs = {};
