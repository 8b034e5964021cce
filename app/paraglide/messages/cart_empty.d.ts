/**
* | output |
* | --- |
* | "Your cart is empty" |
*
* @param {Cart_EmptyInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const cart_empty: ((inputs?: Cart_EmptyInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_EmptyInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Cart_EmptyInputs = {};
