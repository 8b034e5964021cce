/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Search_No_QueryInputs */

const en_search_no_query = /** @type {(inputs: Search_No_QueryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No search query`)
};

const bn_search_no_query = /** @type {(inputs: Search_No_QueryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`কী খুঁজবেন তা লেখেননি`)
};

/**
* | output |
* | --- |
* | "No search query" |
*
* @param {Search_No_QueryInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const search_no_query = /** @type {((inputs?: Search_No_QueryInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Search_No_QueryInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_search_no_query(inputs)
	return en_search_no_query(inputs)
});