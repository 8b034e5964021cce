/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Filters_All_CategoriesInputs */

const en_filters_all_categories = /** @type {(inputs: Filters_All_CategoriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All Categories`)
};

const bn_filters_all_categories = /** @type {(inputs: Filters_All_CategoriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`সব ক্যাটাগরি`)
};

/**
* | output |
* | --- |
* | "All Categories" |
*
* @param {Filters_All_CategoriesInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const filters_all_categories = /** @type {((inputs?: Filters_All_CategoriesInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Filters_All_CategoriesInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_filters_all_categories(inputs)
	return en_filters_all_categories(inputs)
});