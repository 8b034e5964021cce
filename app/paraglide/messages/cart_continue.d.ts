/**
* | output |
* | --- |
* | "Continue Shopping" |
*
* @param {Cart_ContinueInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const cart_continue: ((inputs?: Cart_ContinueInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_ContinueInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Cart_ContinueInputs = {};
