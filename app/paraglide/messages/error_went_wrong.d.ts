/**
* | output |
* | --- |
* | "Something went wrong." |
*
* @param {Error_Went_WrongInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const error_went_wrong: ((inputs?: Error_Went_WrongInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Went_WrongInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Error_Went_WrongInputs = {};
