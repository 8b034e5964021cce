/**
* | output |
* | --- |
* | "Search: {q}" |
*
* @param {Search_Title_QueryInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const search_title_query: ((inputs: Search_Title_QueryInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Search_Title_QueryInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Search_Title_QueryInputs = {
    q: NonNullable<unknown>;
};
