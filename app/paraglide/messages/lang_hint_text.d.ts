/**
* | output |
* | --- |
* | "এই পাতা বাংলায় পড়তে চান?" |
*
* @param {Lang_Hint_TextInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const lang_hint_text: ((inputs?: Lang_Hint_TextInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lang_Hint_TextInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Lang_Hint_TextInputs = {};
