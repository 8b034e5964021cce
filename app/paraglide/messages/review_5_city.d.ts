/**
* | output |
* | --- |
* | "Khulna" |
*
* @param {Review_5_CityInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const review_5_city: ((inputs?: Review_5_CityInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Review_5_CityInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Review_5_CityInputs = {};
