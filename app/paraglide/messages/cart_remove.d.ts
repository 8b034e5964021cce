/**
* | output |
* | --- |
* | "Remove {name}" |
*
* @param {Cart_RemoveInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const cart_remove: ((inputs: Cart_RemoveInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_RemoveInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Cart_RemoveInputs = {
    name: NonNullable<unknown>;
};
