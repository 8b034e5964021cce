/**
* | output |
* | --- |
* | "No Image" |
*
* @param {Thumb_NoneInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const thumb_none: ((inputs?: Thumb_NoneInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Thumb_NoneInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Thumb_NoneInputs = {};
