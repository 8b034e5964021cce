/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Cart, {countText} item" |
* | "other" | "Cart, {countText} items" |
*
* @param {Cart_Badge_LabelInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const cart_badge_label: ((inputs: Cart_Badge_LabelInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Badge_LabelInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Cart_Badge_LabelInputs = {
    count: NonNullable<unknown>;
    countText: NonNullable<unknown>;
};
