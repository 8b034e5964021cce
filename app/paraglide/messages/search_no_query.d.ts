/**
* | output |
* | --- |
* | "No search query" |
*
* @param {Search_No_QueryInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const search_no_query: ((inputs?: Search_No_QueryInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Search_No_QueryInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Search_No_QueryInputs = {};
