/**
* | output |
* | --- |
* | "Service Unavailable" |
*
* @param {Error_Unavailable_TitleInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const error_unavailable_title: ((inputs?: Error_Unavailable_TitleInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Unavailable_TitleInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Error_Unavailable_TitleInputs = {};
