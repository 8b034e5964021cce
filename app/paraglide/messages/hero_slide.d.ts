/**
* | output |
* | --- |
* | "{index} of {count}" |
*
* @param {Hero_SlideInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const hero_slide: ((inputs: Hero_SlideInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Hero_SlideInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Hero_SlideInputs = {
    index: NonNullable<unknown>;
    count: NonNullable<unknown>;
};
