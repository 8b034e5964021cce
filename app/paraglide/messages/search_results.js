/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Search_ResultsInputs */

const en_search_results = /** @type {(inputs: Search_ResultsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search Results`)
};

const bn_search_results = /** @type {(inputs: Search_ResultsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`খোঁজার ফলাফল`)
};

/**
* | output |
* | --- |
* | "Search Results" |
*
* @param {Search_ResultsInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const search_results = /** @type {((inputs?: Search_ResultsInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Search_ResultsInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_search_results(inputs)
	return en_search_results(inputs)
});