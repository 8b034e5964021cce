/**
* | output |
* | --- |
* | "Only {count} available" |
*
* @param {Cart_Only_AvailableInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const cart_only_available: ((inputs: Cart_Only_AvailableInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cart_Only_AvailableInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Cart_Only_AvailableInputs = {
    count: NonNullable<unknown>;
};
