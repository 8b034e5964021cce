/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Summary_SubtotalInputs */

const en_summary_subtotal = /** @type {(inputs: Summary_SubtotalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subtotal`)
};

const bn_summary_subtotal = /** @type {(inputs: Summary_SubtotalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`সাবটোটাল`)
};

/**
* | output |
* | --- |
* | "Subtotal" |
*
* @param {Summary_SubtotalInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const summary_subtotal = /** @type {((inputs?: Summary_SubtotalInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Summary_SubtotalInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_summary_subtotal(inputs)
	return en_summary_subtotal(inputs)
});