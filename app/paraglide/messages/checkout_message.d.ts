/**
* | output |
* | --- |
* | "Special Instructions (optional)" |
*
* @param {Checkout_MessageInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const checkout_message: ((inputs?: Checkout_MessageInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkout_MessageInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Checkout_MessageInputs = {};
