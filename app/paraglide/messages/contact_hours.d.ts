/**
* | output |
* | --- |
* | "Business Hours" |
*
* @param {Contact_HoursInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const contact_hours: ((inputs?: Contact_HoursInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contact_HoursInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contact_HoursInputs = {};
