/**
* | output |
* | --- |
* | "Area / Thana (optional)" |
*
* @param {Checkout_AreaInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const checkout_area: ((inputs?: Checkout_AreaInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkout_AreaInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Checkout_AreaInputs = {};
