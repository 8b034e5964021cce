/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Search_HeadingInputs */

const en_search_heading = /** @type {(inputs: Search_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search Results`)
};

const bn_search_heading = /** @type {(inputs: Search_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`খোঁজার ফলাফল`)
};

/**
* | output |
* | --- |
* | "Search Results" |
*
* @param {Search_HeadingInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const search_heading = /** @type {((inputs?: Search_HeadingInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Search_HeadingInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_search_heading(inputs)
	return en_search_heading(inputs)
});