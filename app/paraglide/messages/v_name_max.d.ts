/**
* | output |
* | --- |
* | "Name must be at most 100 characters" |
*
* @param {V_Name_MaxInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const v_name_max: ((inputs?: V_Name_MaxInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<V_Name_MaxInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type V_Name_MaxInputs = {};
