/**
* | output |
* | --- |
* | "Payment:" |
*
* @param {Checkout_PaymentInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const checkout_payment: ((inputs?: Checkout_PaymentInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkout_PaymentInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Checkout_PaymentInputs = {};
