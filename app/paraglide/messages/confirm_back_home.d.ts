/**
* | output |
* | --- |
* | "Back to Home" |
*
* @param {Confirm_Back_HomeInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const confirm_back_home: ((inputs?: Confirm_Back_HomeInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Confirm_Back_HomeInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Confirm_Back_HomeInputs = {};
