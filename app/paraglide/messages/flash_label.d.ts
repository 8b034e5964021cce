/**
* | output |
* | --- |
* | "Flash sale products" |
*
* @param {Flash_LabelInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const flash_label: ((inputs?: Flash_LabelInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flash_LabelInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Flash_LabelInputs = {};
