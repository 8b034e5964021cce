/**
* | output |
* | --- |
* | "We do not deliver to \"{zone}\". Please choose another delivery location." |
*
* @param {Order_Zone_UnavailableInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const order_zone_unavailable: ((inputs: Order_Zone_UnavailableInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Order_Zone_UnavailableInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Order_Zone_UnavailableInputs = {
    zone: NonNullable<unknown>;
};
