/**
* | output |
* | --- |
* | "{average} out of 5 ({count} reviews)" |
*
* @param {Product_Rating_SummaryInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const product_rating_summary: ((inputs: Product_Rating_SummaryInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Product_Rating_SummaryInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Product_Rating_SummaryInputs = {
    average: NonNullable<unknown>;
    count: NonNullable<unknown>;
};
