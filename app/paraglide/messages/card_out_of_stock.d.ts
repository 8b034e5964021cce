/**
* | output |
* | --- |
* | "Out of Stock" |
*
* @param {Card_Out_Of_StockInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const card_out_of_stock: ((inputs?: Card_Out_Of_StockInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Card_Out_Of_StockInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Card_Out_Of_StockInputs = {};
