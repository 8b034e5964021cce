/**
* | output |
* | --- |
* | "Back to Shop" |
*
* @param {Product_Back_To_ShopInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const product_back_to_shop: ((inputs?: Product_Back_To_ShopInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Product_Back_To_ShopInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Product_Back_To_ShopInputs = {};
