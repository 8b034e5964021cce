/**
* | output |
* | --- |
* | "Address must be at most 500 characters" |
*
* @param {V_Address_MaxInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const v_address_max: ((inputs?: V_Address_MaxInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<V_Address_MaxInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type V_Address_MaxInputs = {};
