/**
* | output |
* | --- |
* | "Thumbnails" |
*
* @param {Gallery_ThumbnailsInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const gallery_thumbnails: ((inputs?: Gallery_ThumbnailsInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Gallery_ThumbnailsInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Gallery_ThumbnailsInputs = {};
