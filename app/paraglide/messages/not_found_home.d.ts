/**
* | output |
* | --- |
* | "Go back home" |
*
* @param {Not_Found_HomeInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const not_found_home: ((inputs?: Not_Found_HomeInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Not_Found_HomeInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Not_Found_HomeInputs = {};
