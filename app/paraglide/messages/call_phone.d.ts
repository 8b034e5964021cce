/**
* | output |
* | --- |
* | "Call {phone}" |
*
* @param {Call_PhoneInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const call_phone: ((inputs: Call_PhoneInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Call_PhoneInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Call_PhoneInputs = {
    phone: NonNullable<unknown>;
};
