/**
* | output |
* | --- |
* | "Name is required" |
*
* @param {V_Contact_Name_RequiredInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const v_contact_name_required: ((inputs?: V_Contact_Name_RequiredInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<V_Contact_Name_RequiredInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type V_Contact_Name_RequiredInputs = {};
