/**
* | output |
* | --- |
* | "Proceed to Checkout" |
*
* @param {Cart_ProceedInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const cart_proceed: ((inputs?: Cart_ProceedInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_ProceedInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Cart_ProceedInputs = {};
