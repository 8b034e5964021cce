/**
* | output |
* | --- |
* | "Message must be at most 5000 characters" |
*
* @param {V_Contact_Message_MaxInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const v_contact_message_max: ((inputs?: V_Contact_Message_MaxInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<V_Contact_Message_MaxInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type V_Contact_Message_MaxInputs = {};
