/**
* | output |
* | --- |
* | "Inside Dhaka: <b>1-2 business days</b>" |
*
* @param {Shipping_Inside_DhakaInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const shipping_inside_dhaka: ((inputs?: Shipping_Inside_DhakaInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shipping_Inside_DhakaInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Shipping_Inside_DhakaInputs = {};
