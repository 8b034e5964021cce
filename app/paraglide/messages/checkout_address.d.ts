/**
* | output |
* | --- |
* | "Full Address" |
*
* @param {Checkout_AddressInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const checkout_address: ((inputs?: Checkout_AddressInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkout_AddressInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Checkout_AddressInputs = {};
