/**
* | output |
* | --- |
* | "Call, e-mail or write to us. Business hours: {hours}." |
*
* @param {Contact_Description_HoursInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const contact_description_hours: ((inputs: Contact_Description_HoursInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contact_Description_HoursInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contact_Description_HoursInputs = {
    hours: NonNullable<unknown>;
};
