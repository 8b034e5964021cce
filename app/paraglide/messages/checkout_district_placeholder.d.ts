/**
* | output |
* | --- |
* | "Select your district" |
*
* @param {Checkout_District_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const checkout_district_placeholder: ((inputs?: Checkout_District_PlaceholderInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkout_District_PlaceholderInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Checkout_District_PlaceholderInputs = {};
