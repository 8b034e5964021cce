/**
* | output |
* | --- |
* | "Please enter a valid email" |
*
* @param {V_Contact_EmailInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const v_contact_email: ((inputs?: V_Contact_EmailInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<V_Contact_EmailInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type V_Contact_EmailInputs = {};
