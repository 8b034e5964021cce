/**
* | output |
* | --- |
* | "Phone Number" |
*
* @param {Checkout_PhoneInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const checkout_phone: ((inputs?: Checkout_PhoneInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkout_PhoneInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Checkout_PhoneInputs = {};
