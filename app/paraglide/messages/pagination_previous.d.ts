/**
* | output |
* | --- |
* | "Previous" |
*
* @param {Pagination_PreviousInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const pagination_previous: ((inputs?: Pagination_PreviousInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pagination_PreviousInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pagination_PreviousInputs = {};
