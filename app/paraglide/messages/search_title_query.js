/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ q: NonNullable<unknown> }} Search_Title_QueryInputs */

const en_search_title_query = /** @type {(inputs: Search_Title_QueryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Search: ${i?.q}`)
};

const bn_search_title_query = /** @type {(inputs: Search_Title_QueryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`খোঁজ: ${i?.q}`)
};

/**
* | output |
* | --- |
* | "Search: {q}" |
*
* @param {Search_Title_QueryInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const search_title_query = /** @type {((inputs: Search_Title_QueryInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Search_Title_QueryInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_search_title_query(inputs)
	return en_search_title_query(inputs)
});