/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lang_Switch_To_BnInputs */

const en_lang_switch_to_bn = /** @type {(inputs: Lang_Switch_To_BnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`বাংলা`)
};

const bn_lang_switch_to_bn = /** @type {(inputs: Lang_Switch_To_BnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`বাংলা`)
};

/**
* | output |
* | --- |
* | "বাংলা" |
*
* @param {Lang_Switch_To_BnInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const lang_switch_to_bn = /** @type {((inputs?: Lang_Switch_To_BnInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lang_Switch_To_BnInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_lang_switch_to_bn(inputs)
	return en_lang_switch_to_bn(inputs)
});