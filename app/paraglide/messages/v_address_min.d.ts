/**
* | output |
* | --- |
* | "Please provide a complete address" |
*
* @param {V_Address_MinInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const v_address_min: ((inputs?: V_Address_MinInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<V_Address_MinInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type V_Address_MinInputs = {};
