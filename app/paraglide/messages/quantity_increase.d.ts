/**
* | output |
* | --- |
* | "Increase quantity" |
*
* @param {Quantity_IncreaseInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const quantity_increase: ((inputs?: Quantity_IncreaseInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Quantity_IncreaseInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Quantity_IncreaseInputs = {};
