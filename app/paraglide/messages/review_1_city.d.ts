/**
* | output |
* | --- |
* | "Dhaka" |
*
* @param {Review_1_CityInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const review_1_city: ((inputs?: Review_1_CityInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Review_1_CityInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Review_1_CityInputs = {};
