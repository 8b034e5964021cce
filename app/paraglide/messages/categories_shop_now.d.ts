/**
* | output |
* | --- |
* | "Shop now" |
*
* @param {Categories_Shop_NowInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const categories_shop_now: ((inputs?: Categories_Shop_NowInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Categories_Shop_NowInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Categories_Shop_NowInputs = {};
