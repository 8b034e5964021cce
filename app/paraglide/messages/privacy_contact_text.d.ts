/**
* | output |
* | --- |
* | "To see or remove what we keep about you, [contact us](/contact) or call {phone}." |
*
* @param {Privacy_Contact_TextInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const privacy_contact_text: ((inputs: Privacy_Contact_TextInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Privacy_Contact_TextInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Privacy_Contact_TextInputs = {
    phone: NonNullable<unknown>;
};
