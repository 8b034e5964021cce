/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} About_Value_Quality_TitleInputs */

const en_about_value_quality_title = /** @type {(inputs: About_Value_Quality_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quality Products`)
};

const bn_about_value_quality_title = /** @type {(inputs: About_Value_Quality_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ভালো মানের পণ্য`)
};

/**
* | output |
* | --- |
* | "Quality Products" |
*
* @param {About_Value_Quality_TitleInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const about_value_quality_title = /** @type {((inputs?: About_Value_Quality_TitleInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<About_Value_Quality_TitleInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_about_value_quality_title(inputs)
	return en_about_value_quality_title(inputs)
});