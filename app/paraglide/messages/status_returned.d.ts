/**
* | output |
* | --- |
* | "Returned" |
*
* @param {Status_ReturnedInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const status_returned: ((inputs?: Status_ReturnedInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Status_ReturnedInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Status_ReturnedInputs = {};
