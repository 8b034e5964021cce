/**
* | output |
* | --- |
* | "Over {amount}" |
*
* @param {Price_OverInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const price_over: ((inputs: Price_OverInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Price_OverInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Price_OverInputs = {
    amount: NonNullable<unknown>;
};
