/**
* | output |
* | --- |
* | "Place Order" |
*
* @param {Checkout_Place_OrderInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const checkout_place_order: ((inputs?: Checkout_Place_OrderInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkout_Place_OrderInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Checkout_Place_OrderInputs = {};
