/**
* | output |
* | --- |
* | "Delivery Charge" |
*
* @param {Summary_Delivery_ChargeInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const summary_delivery_charge: ((inputs?: Summary_Delivery_ChargeInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Summary_Delivery_ChargeInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Summary_Delivery_ChargeInputs = {};
