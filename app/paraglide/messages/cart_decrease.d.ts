/**
* | output |
* | --- |
* | "Decrease quantity of {name}" |
*
* @param {Cart_DecreaseInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const cart_decrease: ((inputs: Cart_DecreaseInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_DecreaseInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Cart_DecreaseInputs = {
    name: NonNullable<unknown>;
};
