/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Filters_Search_LabelInputs */

const en_filters_search_label = /** @type {(inputs: Filters_Search_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search products by name`)
};

const bn_filters_search_label = /** @type {(inputs: Filters_Search_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`নাম দিয়ে পণ্য খুঁজুন`)
};

/**
* | output |
* | --- |
* | "Search products by name" |
*
* @param {Filters_Search_LabelInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const filters_search_label = /** @type {((inputs?: Filters_Search_LabelInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Filters_Search_LabelInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_filters_search_label(inputs)
	return en_filters_search_label(inputs)
});