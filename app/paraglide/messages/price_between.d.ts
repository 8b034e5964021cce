/**
* | output |
* | --- |
* | "{low} - {high}" |
*
* @param {Price_BetweenInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const price_between: ((inputs: Price_BetweenInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Price_BetweenInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Price_BetweenInputs = {
    low: NonNullable<unknown>;
    high: NonNullable<unknown>;
};
