/**
* | output |
* | --- |
* | "Decrease quantity" |
*
* @param {Quantity_DecreaseInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const quantity_decrease: ((inputs?: Quantity_DecreaseInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Quantity_DecreaseInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Quantity_DecreaseInputs = {};
