/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Search_DescriptionInputs */

const en_search_description = /** @type {(inputs: Search_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search the shop's products by name or description.`)
};

const bn_search_description = /** @type {(inputs: Search_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`নাম বা বিবরণ দিয়ে দোকানের পণ্য খুঁজুন।`)
};

/**
* | output |
* | --- |
* | "Search the shop's products by name or description." |
*
* @param {Search_DescriptionInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const search_description = /** @type {((inputs?: Search_DescriptionInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Search_DescriptionInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_search_description(inputs)
	return en_search_description(inputs)
});