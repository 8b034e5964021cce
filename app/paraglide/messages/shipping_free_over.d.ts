/**
* | output |
* | --- |
* | "Delivery is free for orders over {amount}: checkout shows it before you place your order." |
*
* @param {Shipping_Free_OverInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const shipping_free_over: ((inputs: Shipping_Free_OverInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shipping_Free_OverInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Shipping_Free_OverInputs = {
    amount: NonNullable<unknown>;
};
