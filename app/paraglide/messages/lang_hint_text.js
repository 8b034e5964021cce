/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lang_Hint_TextInputs */

const en_lang_hint_text = /** @type {(inputs: Lang_Hint_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`এই পাতা বাংলায় পড়তে চান?`)
};

const bn_lang_hint_text = /** @type {(inputs: Lang_Hint_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`এই পাতা বাংলায় পড়তে চান?`)
};

/**
* | output |
* | --- |
* | "এই পাতা বাংলায় পড়তে চান?" |
*
* @param {Lang_Hint_TextInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const lang_hint_text = /** @type {((inputs?: Lang_Hint_TextInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lang_Hint_TextInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_lang_hint_text(inputs)
	return en_lang_hint_text(inputs)
});