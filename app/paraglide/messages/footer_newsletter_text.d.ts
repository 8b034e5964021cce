/**
* | output |
* | --- |
* | "Subscribe to get updates on our latest offers" |
*
* @param {Footer_Newsletter_TextInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const footer_newsletter_text: ((inputs?: Footer_Newsletter_TextInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Footer_Newsletter_TextInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Footer_Newsletter_TextInputs = {};
