/**
* | output |
* | --- |
* | "Back to Home" |
*
* @param {Error_Back_HomeInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const error_back_home: ((inputs?: Error_Back_HomeInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Back_HomeInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Error_Back_HomeInputs = {};
