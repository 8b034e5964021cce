/**
* | output |
* | --- |
* | "Free delivery on orders over {amount}" |
*
* @param {Checkout_Free_Delivery_OverInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const checkout_free_delivery_over: ((inputs: Checkout_Free_Delivery_OverInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkout_Free_Delivery_OverInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Checkout_Free_Delivery_OverInputs = {
    amount: NonNullable<unknown>;
};
