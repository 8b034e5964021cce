/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Too many orders from your connection. Please try again in {countText} minute." |
* | "other" | "Too many orders from your connection. Please try again in {countText} minutes." |
*
* @param {Order_Too_ManyInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const order_too_many: ((inputs: Order_Too_ManyInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Order_Too_ManyInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Order_Too_ManyInputs = {
    count: NonNullable<unknown>;
    countText: NonNullable<unknown>;
};
