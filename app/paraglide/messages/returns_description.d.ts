/**
* | output |
* | --- |
* | "Return a product within {days} days of delivery; refunds within 5-7 business days." |
*
* @param {Returns_DescriptionInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const returns_description: ((inputs: Returns_DescriptionInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Returns_DescriptionInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Returns_DescriptionInputs = {
    days: NonNullable<unknown>;
};
