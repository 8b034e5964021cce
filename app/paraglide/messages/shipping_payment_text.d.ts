/**
* | output |
* | --- |
* | "Cash on delivery only: you pay the delivery person in taka when you receive your order." |
*
* @param {Shipping_Payment_TextInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const shipping_payment_text: ((inputs?: Shipping_Payment_TextInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shipping_Payment_TextInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Shipping_Payment_TextInputs = {};
