/**
* | output |
* | --- |
* | "Quantity of {name}" |
*
* @param {Cart_Quantity_OfInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const cart_quantity_of: ((inputs: Cart_Quantity_OfInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Quantity_OfInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Cart_Quantity_OfInputs = {
    name: NonNullable<unknown>;
};
