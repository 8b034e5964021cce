/**
* | output |
* | --- |
* | "Search..." |
*
* @param {Filters_Search_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const filters_search_placeholder: ((inputs?: Filters_Search_PlaceholderInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Filters_Search_PlaceholderInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Filters_Search_PlaceholderInputs = {};
