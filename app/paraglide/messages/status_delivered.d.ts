/**
* | output |
* | --- |
* | "Delivered" |
*
* @param {Status_DeliveredInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const status_delivered: ((inputs?: Status_DeliveredInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Status_DeliveredInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Status_DeliveredInputs = {};
