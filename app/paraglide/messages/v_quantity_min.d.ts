/**
* | output |
* | --- |
* | "Quantity must be at least 1" |
*
* @param {V_Quantity_MinInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const v_quantity_min: ((inputs?: V_Quantity_MinInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<V_Quantity_MinInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type V_Quantity_MinInputs = {};
