/**
* | output |
* | --- |
* | "Reply from the shop" |
*
* @param {Product_Shop_ReplyInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const product_shop_reply: ((inputs?: Product_Shop_ReplyInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Product_Shop_ReplyInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Product_Shop_ReplyInputs = {};
