/**
* | output |
* | --- |
* | "We are not taking deliveries at the moment. Please try again later." |
*
* @param {Order_No_DeliveriesInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const order_no_deliveries: ((inputs?: Order_No_DeliveriesInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Order_No_DeliveriesInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Order_No_DeliveriesInputs = {};
