/**
* | output |
* | --- |
* | "Orders are processed within 24 hours. We deliver Saturday to Thursday; there are no deliveries on Friday." |
*
* @param {Shipping_ProcessingInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const shipping_processing: ((inputs?: Shipping_ProcessingInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shipping_ProcessingInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Shipping_ProcessingInputs = {};
