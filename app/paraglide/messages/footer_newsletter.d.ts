/**
* | output |
* | --- |
* | "Newsletter" |
*
* @param {Footer_NewsletterInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const footer_newsletter: ((inputs?: Footer_NewsletterInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Footer_NewsletterInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Footer_NewsletterInputs = {};
