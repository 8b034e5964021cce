/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Filters_Search_PlaceholderInputs */

const en_filters_search_placeholder = /** @type {(inputs: Filters_Search_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search...`)
};

const bn_filters_search_placeholder = /** @type {(inputs: Filters_Search_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`খুঁজুন...`)
};

/**
* | output |
* | --- |
* | "Search..." |
*
* @param {Filters_Search_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const filters_search_placeholder = /** @type {((inputs?: Filters_Search_PlaceholderInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Filters_Search_PlaceholderInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_filters_search_placeholder(inputs)
	return en_filters_search_placeholder(inputs)
});