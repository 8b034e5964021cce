/**
* | output |
* | --- |
* | "For an order: your name, phone number, address and what you ordered. For a message: your name, e-mail and the message. For a review: the review and your firs..." |
*
* @param {Privacy_Collect_TextInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const privacy_collect_text: ((inputs?: Privacy_Collect_TextInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Privacy_Collect_TextInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Privacy_Collect_TextInputs = {};
