/**
* | output |
* | --- |
* | "No results found" |
*
* @param {Search_No_ResultsInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const search_no_results: ((inputs?: Search_No_ResultsInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Search_No_ResultsInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Search_No_ResultsInputs = {};
