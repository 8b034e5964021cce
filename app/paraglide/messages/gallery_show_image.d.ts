/**
* | output |
* | --- |
* | "Show image {index}" |
*
* @param {Gallery_Show_ImageInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const gallery_show_image: ((inputs: Gallery_Show_ImageInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Gallery_Show_ImageInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Gallery_Show_ImageInputs = {
    index: NonNullable<unknown>;
};
