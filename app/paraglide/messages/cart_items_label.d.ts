/**
* | output |
* | --- |
* | "Cart items" |
*
* @param {Cart_Items_LabelInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const cart_items_label: ((inputs?: Cart_Items_LabelInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Items_LabelInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Cart_Items_LabelInputs = {};
