/**
* | output |
* | --- |
* | "Leave this field empty" |
*
* @param {Contact_Leave_EmptyInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const contact_leave_empty: ((inputs?: Contact_Leave_EmptyInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contact_Leave_EmptyInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contact_Leave_EmptyInputs = {};
