/**
* | output |
* | --- |
* | "Shopping Cart \| {storeName}" |
*
* @param {Cart_Title_TagInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const cart_title_tag: ((inputs: Cart_Title_TagInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Title_TagInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Cart_Title_TagInputs = {
    storeName: NonNullable<unknown>;
};
