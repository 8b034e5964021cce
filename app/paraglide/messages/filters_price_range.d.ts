/**
* | output |
* | --- |
* | "Price Range" |
*
* @param {Filters_Price_RangeInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const filters_price_range: ((inputs?: Filters_Price_RangeInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Filters_Price_RangeInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Filters_Price_RangeInputs = {};
