/**
* | output |
* | --- |
* | "Message sent successfully! We'll get back to you soon." |
*
* @param {Contact_SentInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const contact_sent: ((inputs?: Contact_SentInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contact_SentInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contact_SentInputs = {};
