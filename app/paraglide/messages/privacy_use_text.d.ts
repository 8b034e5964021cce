/**
* | output |
* | --- |
* | "To confirm and deliver your order (the courier receives your name, phone and address), to answer your messages, and to show reviews you wrote. We do not sell..." |
*
* @param {Privacy_Use_TextInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const privacy_use_text: ((inputs?: Privacy_Use_TextInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Privacy_Use_TextInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Privacy_Use_TextInputs = {};
