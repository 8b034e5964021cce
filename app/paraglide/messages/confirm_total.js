/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Confirm_TotalInputs */

const en_confirm_total = /** @type {(inputs: Confirm_TotalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Total Amount`)
};

const bn_confirm_total = /** @type {(inputs: Confirm_TotalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`মোট টাকা`)
};

/**
* | output |
* | --- |
* | "Total Amount" |
*
* @param {Confirm_TotalInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const confirm_total = /** @type {((inputs?: Confirm_TotalInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Confirm_TotalInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_confirm_total(inputs)
	return en_confirm_total(inputs)
});