/**
* | output |
* | --- |
* | "{name} is out of stock" |
*
* @param {Order_Out_Of_StockInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const order_out_of_stock: ((inputs: Order_Out_Of_StockInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Order_Out_Of_StockInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Order_Out_Of_StockInputs = {
    name: NonNullable<unknown>;
};
