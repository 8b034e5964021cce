/**
* | output |
* | --- |
* | "Questions about these terms? [Contact us](/contact)." |
*
* @param {Terms_Contact_TextInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const terms_contact_text: ((inputs?: Terms_Contact_TextInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Terms_Contact_TextInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Terms_Contact_TextInputs = {};
