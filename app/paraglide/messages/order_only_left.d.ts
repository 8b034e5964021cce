/**
* | output |
* | --- |
* | "Only {count} left of {name}" |
*
* @param {Order_Only_LeftInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const order_only_left: ((inputs: Order_Only_LeftInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Order_Only_LeftInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Order_Only_LeftInputs = {
    count: NonNullable<unknown>;
    name: NonNullable<unknown>;
};
