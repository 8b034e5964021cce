/**
* | output |
* | --- |
* | "Estimated delivery:" |
*
* @param {Checkout_Estimated_DeliveryInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const checkout_estimated_delivery: ((inputs?: Checkout_Estimated_DeliveryInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkout_Estimated_DeliveryInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Checkout_Estimated_DeliveryInputs = {};
