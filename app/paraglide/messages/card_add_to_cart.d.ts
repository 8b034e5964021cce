/**
* | output |
* | --- |
* | "Add to cart" |
*
* @param {Card_Add_To_CartInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const card_add_to_cart: ((inputs?: Card_Add_To_CartInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Card_Add_To_CartInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Card_Add_To_CartInputs = {};
