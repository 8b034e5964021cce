/**
* | output |
* | --- |
* | "Previous slide" |
*
* @param {Carousel_PreviousInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const carousel_previous: ((inputs?: Carousel_PreviousInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Carousel_PreviousInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Carousel_PreviousInputs = {};
