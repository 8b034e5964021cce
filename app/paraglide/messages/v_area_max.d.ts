/**
* | output |
* | --- |
* | "Area must be at most 100 characters" |
*
* @param {V_Area_MaxInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const v_area_max: ((inputs?: V_Area_MaxInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<V_Area_MaxInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type V_Area_MaxInputs = {};
