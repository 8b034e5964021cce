/**
* | output |
* | --- |
* | "Added {quantity} {name} to cart" |
*
* @param {Toast_Added_QuantityInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const toast_added_quantity: ((inputs: Toast_Added_QuantityInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Toast_Added_QuantityInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Toast_Added_QuantityInputs = {
    quantity: NonNullable<unknown>;
    name: NonNullable<unknown>;
};
