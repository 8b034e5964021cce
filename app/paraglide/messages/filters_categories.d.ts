/**
* | output |
* | --- |
* | "Categories" |
*
* @param {Filters_CategoriesInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const filters_categories: ((inputs?: Filters_CategoriesInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Filters_CategoriesInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Filters_CategoriesInputs = {};
