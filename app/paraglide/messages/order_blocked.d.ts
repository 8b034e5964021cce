/**
* | output |
* | --- |
* | "We could not place this order. Please call us at {phone}." |
*
* @param {Order_BlockedInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const order_blocked: ((inputs: Order_BlockedInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Order_BlockedInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Order_BlockedInputs = {
    phone: NonNullable<unknown>;
};
