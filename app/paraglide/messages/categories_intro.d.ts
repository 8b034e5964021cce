/**
* | output |
* | --- |
* | "Find what you need, aisle by aisle." |
*
* @param {Categories_IntroInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const categories_intro: ((inputs?: Categories_IntroInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Categories_IntroInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Categories_IntroInputs = {};
