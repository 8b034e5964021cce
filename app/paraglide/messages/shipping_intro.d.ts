/**
* | output |
* | --- |
* | "We deliver all over Bangladesh, and you pay cash when your order arrives." |
*
* @param {Shipping_IntroInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const shipping_intro: ((inputs?: Shipping_IntroInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shipping_IntroInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Shipping_IntroInputs = {};
