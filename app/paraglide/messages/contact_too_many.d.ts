/**
* | output |
* | --- |
* | "You have sent several messages in a short time. Please try again later, or call us." |
*
* @param {Contact_Too_ManyInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const contact_too_many: ((inputs?: Contact_Too_ManyInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contact_Too_ManyInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contact_Too_ManyInputs = {};
