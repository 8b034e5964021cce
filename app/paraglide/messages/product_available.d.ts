/**
* | output |
* | --- |
* | "{count} available" |
*
* @param {Product_AvailableInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const product_available: ((inputs: Product_AvailableInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Product_AvailableInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Product_AvailableInputs = {
    count: NonNullable<unknown>;
};
