/**
* | output |
* | --- |
* | "No image" |
*
* @param {Gallery_No_ImageInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const gallery_no_image: ((inputs?: Gallery_No_ImageInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Gallery_No_ImageInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Gallery_No_ImageInputs = {};
