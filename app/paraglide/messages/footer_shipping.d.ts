/**
* | output |
* | --- |
* | "Shipping Info" |
*
* @param {Footer_ShippingInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const footer_shipping: ((inputs?: Footer_ShippingInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Footer_ShippingInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Footer_ShippingInputs = {};
