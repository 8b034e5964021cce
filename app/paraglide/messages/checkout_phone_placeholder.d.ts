/**
* | output |
* | --- |
* | "01XXXXXXXXX" |
*
* @param {Checkout_Phone_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const checkout_phone_placeholder: ((inputs?: Checkout_Phone_PlaceholderInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkout_Phone_PlaceholderInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Checkout_Phone_PlaceholderInputs = {};
