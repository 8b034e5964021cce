/**
* | output |
* | --- |
* | "Add to Cart" |
*
* @param {Product_Add_To_CartInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const product_add_to_cart: ((inputs?: Product_Add_To_CartInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Product_Add_To_CartInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Product_Add_To_CartInputs = {};
