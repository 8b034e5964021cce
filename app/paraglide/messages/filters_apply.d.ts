/**
* | output |
* | --- |
* | "Apply Filters" |
*
* @param {Filters_ApplyInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const filters_apply: ((inputs?: Filters_ApplyInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Filters_ApplyInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Filters_ApplyInputs = {};
