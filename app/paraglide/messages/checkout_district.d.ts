/**
* | output |
* | --- |
* | "City / District" |
*
* @param {Checkout_DistrictInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const checkout_district: ((inputs?: Checkout_DistrictInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkout_DistrictInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Checkout_DistrictInputs = {};
