/**
* | output |
* | --- |
* | "Page {page} of {pageCount}" |
*
* @param {Pagination_PageInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const pagination_page: ((inputs: Pagination_PageInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pagination_PageInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pagination_PageInputs = {
    page: NonNullable<unknown>;
    pageCount: NonNullable<unknown>;
};
