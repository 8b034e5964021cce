/**
* | output |
* | --- |
* | "Subject is required" |
*
* @param {V_Contact_Subject_RequiredInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const v_contact_subject_required: ((inputs?: V_Contact_Subject_RequiredInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<V_Contact_Subject_RequiredInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type V_Contact_Subject_RequiredInputs = {};
