/**
* | output |
* | --- |
* | "Payment" |
*
* @param {Confirm_PaymentInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const confirm_payment: ((inputs?: Confirm_PaymentInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Confirm_PaymentInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Confirm_PaymentInputs = {};
