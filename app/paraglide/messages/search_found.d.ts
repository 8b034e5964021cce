/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{countText} item found for \"{q}\"" |
* | "other" | "{countText} items found for \"{q}\"" |
*
* @param {Search_FoundInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const search_found: ((inputs: Search_FoundInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Search_FoundInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Search_FoundInputs = {
    count: NonNullable<unknown>;
    countText: NonNullable<unknown>;
    q: NonNullable<unknown>;
};
