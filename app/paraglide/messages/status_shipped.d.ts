/**
* | output |
* | --- |
* | "Shipped" |
*
* @param {Status_ShippedInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const status_shipped: ((inputs?: Status_ShippedInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Status_ShippedInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Status_ShippedInputs = {};
