/**
* | output |
* | --- |
* | "{rating} out of 5 stars" |
*
* @param {Reviews_StarsInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const reviews_stars: ((inputs: Reviews_StarsInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reviews_StarsInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reviews_StarsInputs = {
    rating: NonNullable<unknown>;
};
