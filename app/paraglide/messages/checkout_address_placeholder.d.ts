/**
* | output |
* | --- |
* | "House, road, area" |
*
* @param {Checkout_Address_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const checkout_address_placeholder: ((inputs?: Checkout_Address_PlaceholderInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkout_Address_PlaceholderInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Checkout_Address_PlaceholderInputs = {};
