/**
* | output |
* | --- |
* | "Search products by name" |
*
* @param {Filters_Search_LabelInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const filters_search_label: ((inputs?: Filters_Search_LabelInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Filters_Search_LabelInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Filters_Search_LabelInputs = {};
