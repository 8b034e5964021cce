/**
* | output |
* | --- |
* | "Go to slide {index}" |
*
* @param {Hero_Go_To_SlideInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const hero_go_to_slide: ((inputs: Hero_Go_To_SlideInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Hero_Go_To_SlideInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Hero_Go_To_SlideInputs = {
    index: NonNullable<unknown>;
};
