/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} About_Value_Excellence_TitleInputs */

const en_about_value_excellence_title = /** @type {(inputs: About_Value_Excellence_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Excellence`)
};

const bn_about_value_excellence_title = /** @type {(inputs: About_Value_Excellence_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`সেরাটা দেওয়া`)
};

/**
* | output |
* | --- |
* | "Excellence" |
*
* @param {About_Value_Excellence_TitleInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const about_value_excellence_title = /** @type {((inputs?: About_Value_Excellence_TitleInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<About_Value_Excellence_TitleInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_about_value_excellence_title(inputs)
	return en_about_value_excellence_title(inputs)
});