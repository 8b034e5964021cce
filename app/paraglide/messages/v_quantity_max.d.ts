/**
* | output |
* | --- |
* | "Quantity must be at most {max}" |
*
* @param {V_Quantity_MaxInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const v_quantity_max: ((inputs: V_Quantity_MaxInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<V_Quantity_MaxInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type V_Quantity_MaxInputs = {
    max: NonNullable<unknown>;
};
