/**
* | output |
* | --- |
* | "Processing..." |
*
* @param {Checkout_ProcessingInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const checkout_processing: ((inputs?: Checkout_ProcessingInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkout_ProcessingInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Checkout_ProcessingInputs = {};
