/**
* | output |
* | --- |
* | "Average rating {average} out of 5, based on {count} reviews" |
*
* @param {Reviews_AverageInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const reviews_average: ((inputs: Reviews_AverageInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reviews_AverageInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reviews_AverageInputs = {
    average: NonNullable<unknown>;
    count: NonNullable<unknown>;
};
