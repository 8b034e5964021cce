/**
* | output |
* | --- |
* | "Send us a message" |
*
* @param {Contact_Form_HeadingInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const contact_form_heading: ((inputs?: Contact_Form_HeadingInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contact_Form_HeadingInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contact_Form_HeadingInputs = {};
