/**
* | output |
* | --- |
* | "No categories yet" |
*
* @param {Categories_EmptyInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const categories_empty: ((inputs?: Categories_EmptyInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Categories_EmptyInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Categories_EmptyInputs = {};
