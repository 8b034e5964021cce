/**
* | output |
* | --- |
* | "Questions about a product or an order? We are happy to help." |
*
* @param {Contact_IntroInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const contact_intro: ((inputs?: Contact_IntroInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contact_IntroInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contact_IntroInputs = {};
