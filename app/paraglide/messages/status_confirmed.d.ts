/**
* | output |
* | --- |
* | "Confirmed" |
*
* @param {Status_ConfirmedInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const status_confirmed: ((inputs?: Status_ConfirmedInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Status_ConfirmedInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Status_ConfirmedInputs = {};
