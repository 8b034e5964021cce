/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Search_No_ResultsInputs */

const en_search_no_results = /** @type {(inputs: Search_No_ResultsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No results found`)
};

const bn_search_no_results = /** @type {(inputs: Search_No_ResultsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`কিছু পাওয়া যায়নি`)
};

/**
* | output |
* | --- |
* | "No results found" |
*
* @param {Search_No_ResultsInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const search_no_results = /** @type {((inputs?: Search_No_ResultsInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Search_No_ResultsInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_search_no_results(inputs)
	return en_search_no_results(inputs)
});