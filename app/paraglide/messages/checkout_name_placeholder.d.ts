/**
* | output |
* | --- |
* | "Your full name" |
*
* @param {Checkout_Name_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const checkout_name_placeholder: ((inputs?: Checkout_Name_PlaceholderInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkout_Name_PlaceholderInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Checkout_Name_PlaceholderInputs = {};
