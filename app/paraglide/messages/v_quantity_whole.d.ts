/**
* | output |
* | --- |
* | "Quantity must be a whole number" |
*
* @param {V_Quantity_WholeInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const v_quantity_whole: ((inputs?: V_Quantity_WholeInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<V_Quantity_WholeInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type V_Quantity_WholeInputs = {};
