/**
* | output |
* | --- |
* | "Estimated Delivery" |
*
* @param {Confirm_Estimated_DeliveryInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const confirm_estimated_delivery: ((inputs?: Confirm_Estimated_DeliveryInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Confirm_Estimated_DeliveryInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Confirm_Estimated_DeliveryInputs = {};
