/**
* | output |
* | --- |
* | "Delivery Location" |
*
* @param {Checkout_Delivery_LocationInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const checkout_delivery_location: ((inputs?: Checkout_Delivery_LocationInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkout_Delivery_LocationInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Checkout_Delivery_LocationInputs = {};
