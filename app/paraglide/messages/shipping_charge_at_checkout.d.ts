/**
* | output |
* | --- |
* | "The delivery charge that applies to your order is always shown at checkout before you place it." |
*
* @param {Shipping_Charge_At_CheckoutInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const shipping_charge_at_checkout: ((inputs?: Shipping_Charge_At_CheckoutInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shipping_Charge_At_CheckoutInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Shipping_Charge_At_CheckoutInputs = {};
