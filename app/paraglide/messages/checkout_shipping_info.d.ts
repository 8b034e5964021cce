/**
* | output |
* | --- |
* | "Shipping Information" |
*
* @param {Checkout_Shipping_InfoInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const checkout_shipping_info: ((inputs?: Checkout_Shipping_InfoInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkout_Shipping_InfoInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Checkout_Shipping_InfoInputs = {};
