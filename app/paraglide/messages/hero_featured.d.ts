/**
* | output |
* | --- |
* | "Featured" |
*
* @param {Hero_FeaturedInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const hero_featured: ((inputs?: Hero_FeaturedInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Hero_FeaturedInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Hero_FeaturedInputs = {};
