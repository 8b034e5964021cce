/**
* | output |
* | --- |
* | "Checkout \| {storeName}" |
*
* @param {Checkout_Title_TagInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const checkout_title_tag: ((inputs: Checkout_Title_TagInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkout_Title_TagInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Checkout_Title_TagInputs = {
    storeName: NonNullable<unknown>;
};
