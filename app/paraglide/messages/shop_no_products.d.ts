/**
* | output |
* | --- |
* | "No products found" |
*
* @param {Shop_No_ProductsInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const shop_no_products: ((inputs?: Shop_No_ProductsInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shop_No_ProductsInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Shop_No_ProductsInputs = {};
