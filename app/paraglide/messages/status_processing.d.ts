/**
* | output |
* | --- |
* | "Processing" |
*
* @param {Status_ProcessingInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const status_processing: ((inputs?: Status_ProcessingInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Status_ProcessingInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Status_ProcessingInputs = {};
