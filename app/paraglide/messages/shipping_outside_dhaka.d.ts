/**
* | output |
* | --- |
* | "Outside Dhaka: <b>3-5 business days</b>" |
*
* @param {Shipping_Outside_DhakaInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const shipping_outside_dhaka: ((inputs?: Shipping_Outside_DhakaInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shipping_Outside_DhakaInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Shipping_Outside_DhakaInputs = {};
