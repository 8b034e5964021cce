/**
* | output |
* | --- |
* | "Free Shipping" |
*
* @param {Benefit_Free_Shipping_TitleInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const benefit_free_shipping_title: ((inputs?: Benefit_Free_Shipping_TitleInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Benefit_Free_Shipping_TitleInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Benefit_Free_Shipping_TitleInputs = {};
