/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Summary_FreeInputs */

const en_summary_free = /** @type {(inputs: Summary_FreeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Free`)
};

const bn_summary_free = /** @type {(inputs: Summary_FreeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ফ্রি`)
};

/**
* | output |
* | --- |
* | "Free" |
*
* @param {Summary_FreeInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const summary_free = /** @type {((inputs?: Summary_FreeInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Summary_FreeInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_summary_free(inputs)
	return en_summary_free(inputs)
});