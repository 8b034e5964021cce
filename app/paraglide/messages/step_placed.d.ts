/**
* | output |
* | --- |
* | "Order Placed" |
*
* @param {Step_PlacedInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const step_placed: ((inputs?: Step_PlacedInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Step_PlacedInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Step_PlacedInputs = {};
