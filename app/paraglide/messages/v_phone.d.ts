/**
* | output |
* | --- |
* | "Please enter a valid Bangladesh phone number (e.g., 01XXXXXXXXX)" |
*
* @param {V_PhoneInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const v_phone: ((inputs?: V_PhoneInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<V_PhoneInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type V_PhoneInputs = {};
