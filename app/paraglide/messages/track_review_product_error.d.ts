/**
* | output |
* | --- |
* | "Please choose a product" |
*
* @param {Track_Review_Product_ErrorInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const track_review_product_error: ((inputs?: Track_Review_Product_ErrorInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Track_Review_Product_ErrorInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Track_Review_Product_ErrorInputs = {};
