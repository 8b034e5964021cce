/**
* | output |
* | --- |
* | "All Categories" |
*
* @param {Filters_All_CategoriesInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const filters_all_categories: ((inputs?: Filters_All_CategoriesInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Filters_All_CategoriesInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Filters_All_CategoriesInputs = {};
