/**
* | output |
* | --- |
* | "Out of stock" |
*
* @param {Product_Out_Of_StockInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const product_out_of_stock: ((inputs?: Product_Out_Of_StockInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Product_Out_Of_StockInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Product_Out_Of_StockInputs = {};
