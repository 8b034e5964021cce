/**
* | output |
* | --- |
* | "Photo from {name}'s review" |
*
* @param {Product_Review_Photo_AltInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const product_review_photo_alt: ((inputs: Product_Review_Photo_AltInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Product_Review_Photo_AltInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Product_Review_Photo_AltInputs = {
    name: NonNullable<unknown>;
};
