/**
* | output |
* | --- |
* | "Subject must be at most 200 characters" |
*
* @param {V_Contact_Subject_MaxInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const v_contact_subject_max: ((inputs?: V_Contact_Subject_MaxInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<V_Contact_Subject_MaxInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type V_Contact_Subject_MaxInputs = {};
