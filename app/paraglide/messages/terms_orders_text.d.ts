/**
* | output |
* | --- |
* | "An order is confirmed once we call you to check it. We may cancel an order we cannot reach you about, or one for an item that is out of stock; you pay nothin..." |
*
* @param {Terms_Orders_TextInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const terms_orders_text: ((inputs?: Terms_Orders_TextInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Terms_Orders_TextInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Terms_Orders_TextInputs = {};
