/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Filters, {countText} active" |
* | "other" | "Filters, {countText} active" |
*
* @param {Filters_OpenInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const filters_open: ((inputs: Filters_OpenInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Filters_OpenInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Filters_OpenInputs = {
    count: NonNullable<unknown>;
    countText: NonNullable<unknown>;
};
