/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Summary_TotalInputs */

const en_summary_total = /** @type {(inputs: Summary_TotalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Total`)
};

const bn_summary_total = /** @type {(inputs: Summary_TotalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`মোট`)
};

/**
* | output |
* | --- |
* | "Total" |
*
* @param {Summary_TotalInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const summary_total = /** @type {((inputs?: Summary_TotalInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Summary_TotalInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_summary_total(inputs)
	return en_summary_total(inputs)
});