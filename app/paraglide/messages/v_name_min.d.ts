/**
* | output |
* | --- |
* | "Name must be at least 2 characters" |
*
* @param {V_Name_MinInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const v_name_min: ((inputs?: V_Name_MinInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<V_Name_MinInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type V_Name_MinInputs = {};
