/**
* | output |
* | --- |
* | "Increase quantity of {name}" |
*
* @param {Cart_IncreaseInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const cart_increase: ((inputs: Cart_IncreaseInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_IncreaseInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Cart_IncreaseInputs = {
    name: NonNullable<unknown>;
};
