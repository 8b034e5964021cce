/**
* | output |
* | --- |
* | "This checkout was already used for a different order. Please reload the page and try again." |
*
* @param {Order_Key_ReusedInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const order_key_reused: ((inputs?: Order_Key_ReusedInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Order_Key_ReusedInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Order_Key_ReusedInputs = {};
