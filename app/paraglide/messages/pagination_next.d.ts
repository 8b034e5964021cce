/**
* | output |
* | --- |
* | "Next" |
*
* @param {Pagination_NextInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const pagination_next: ((inputs?: Pagination_NextInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pagination_NextInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pagination_NextInputs = {};
