/**
* | output |
* | --- |
* | "New Arrivals Gallery" |
*
* @param {Home_GalleryInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const home_gallery: ((inputs?: Home_GalleryInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_GalleryInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_GalleryInputs = {};
