/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} About_Start_ShoppingInputs */

const en_about_start_shopping = /** @type {(inputs: About_Start_ShoppingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Start Shopping`)
};

const bn_about_start_shopping = /** @type {(inputs: About_Start_ShoppingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`কেনাকাটা শুরু করুন`)
};

/**
* | output |
* | --- |
* | "Start Shopping" |
*
* @param {About_Start_ShoppingInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const about_start_shopping = /** @type {((inputs?: About_Start_ShoppingInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<About_Start_ShoppingInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_about_start_shopping(inputs)
	return en_about_start_shopping(inputs)
});