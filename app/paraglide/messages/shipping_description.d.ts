/**
* | output |
* | --- |
* | "Delivery across Bangladesh, Saturday to Thursday, cash on delivery." |
*
* @param {Shipping_DescriptionInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const shipping_description: ((inputs?: Shipping_DescriptionInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shipping_DescriptionInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Shipping_DescriptionInputs = {};
