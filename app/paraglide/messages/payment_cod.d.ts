/**
* | output |
* | --- |
* | "Cash on Delivery" |
*
* @param {Payment_CodInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const payment_cod: ((inputs?: Payment_CodInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Payment_CodInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Payment_CodInputs = {};
