/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lang_Hint_DismissInputs */

const en_lang_hint_dismiss = /** @type {(inputs: Lang_Hint_DismissInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dismiss`)
};

const bn_lang_hint_dismiss = /** @type {(inputs: Lang_Hint_DismissInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`বন্ধ করুন`)
};

/**
* | output |
* | --- |
* | "Dismiss" |
*
* @param {Lang_Hint_DismissInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const lang_hint_dismiss = /** @type {((inputs?: Lang_Hint_DismissInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lang_Hint_DismissInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_lang_hint_dismiss(inputs)
	return en_lang_hint_dismiss(inputs)
});