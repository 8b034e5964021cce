/**
* | output |
* | --- |
* | "Please choose a delivery location" |
*
* @param {V_Delivery_LocationInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const v_delivery_location: ((inputs?: V_Delivery_LocationInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<V_Delivery_LocationInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type V_Delivery_LocationInputs = {};
