/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Filters_ApplyInputs */

const en_filters_apply = /** @type {(inputs: Filters_ApplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Apply Filters`)
};

const bn_filters_apply = /** @type {(inputs: Filters_ApplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ফিল্টার প্রয়োগ করুন`)
};

/**
* | output |
* | --- |
* | "Apply Filters" |
*
* @param {Filters_ApplyInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const filters_apply = /** @type {((inputs?: Filters_ApplyInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Filters_ApplyInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_filters_apply(inputs)
	return en_filters_apply(inputs)
});