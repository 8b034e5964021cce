/**
* | output |
* | --- |
* | "Order Number" |
*
* @param {Confirm_Order_NumberInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const confirm_order_number: ((inputs?: Confirm_Order_NumberInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Confirm_Order_NumberInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Confirm_Order_NumberInputs = {};
