/**
* | output |
* | --- |
* | "{name}, image {index}" |
*
* @param {Gallery_Image_AltInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const gallery_image_alt: ((inputs: Gallery_Image_AltInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Gallery_Image_AltInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Gallery_Image_AltInputs = {
    name: NonNullable<unknown>;
    index: NonNullable<unknown>;
};
