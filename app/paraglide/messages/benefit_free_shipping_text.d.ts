/**
* | output |
* | --- |
* | "orders over {amount}" |
*
* @param {Benefit_Free_Shipping_TextInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const benefit_free_shipping_text: ((inputs: Benefit_Free_Shipping_TextInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Benefit_Free_Shipping_TextInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Benefit_Free_Shipping_TextInputs = {
    amount: NonNullable<unknown>;
};
