/**
* | output |
* | --- |
* | "{name} is now out of stock. Remove it to place your order." |
*
* @param {Notice_Out_Of_StockInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const notice_out_of_stock: ((inputs: Notice_Out_Of_StockInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notice_Out_Of_StockInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Notice_Out_Of_StockInputs = {
    name: NonNullable<unknown>;
};
