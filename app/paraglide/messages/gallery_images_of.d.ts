/**
* | output |
* | --- |
* | "Images of {name}" |
*
* @param {Gallery_Images_OfInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const gallery_images_of: ((inputs: Gallery_Images_OfInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Gallery_Images_OfInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Gallery_Images_OfInputs = {
    name: NonNullable<unknown>;
};
