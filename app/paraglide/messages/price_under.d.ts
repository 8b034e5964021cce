/**
* | output |
* | --- |
* | "Under {amount}" |
*
* @param {Price_UnderInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const price_under: ((inputs: Price_UnderInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Price_UnderInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Price_UnderInputs = {
    amount: NonNullable<unknown>;
};
