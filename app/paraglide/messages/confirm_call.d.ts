/**
* | output |
* | --- |
* | "We will call you to confirm your order before delivery." |
*
* @param {Confirm_CallInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const confirm_call: ((inputs?: Confirm_CallInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Confirm_CallInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Confirm_CallInputs = {};
