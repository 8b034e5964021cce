/**
* | output |
* | --- |
* | "Next slide" |
*
* @param {Carousel_NextInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const carousel_next: ((inputs?: Carousel_NextInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Carousel_NextInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Carousel_NextInputs = {};
