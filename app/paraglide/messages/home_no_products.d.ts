/**
* | output |
* | --- |
* | "No products found" |
*
* @param {Home_No_ProductsInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const home_no_products: ((inputs?: Home_No_ProductsInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_No_ProductsInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_No_ProductsInputs = {};
