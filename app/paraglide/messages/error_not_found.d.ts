/**
* | output |
* | --- |
* | "Not Found" |
*
* @param {Error_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const error_not_found: ((inputs?: Error_Not_FoundInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Not_FoundInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Error_Not_FoundInputs = {};
