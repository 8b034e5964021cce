/**
* | output |
* | --- |
* | "No Image" |
*
* @param {Image_NoneInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const image_none: ((inputs?: Image_NoneInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Image_NoneInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Image_NoneInputs = {};
