/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Filters_CategoriesInputs */

const en_filters_categories = /** @type {(inputs: Filters_CategoriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Categories`)
};

const bn_filters_categories = /** @type {(inputs: Filters_CategoriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ক্যাটাগরি`)
};

/**
* | output |
* | --- |
* | "Categories" |
*
* @param {Filters_CategoriesInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const filters_categories = /** @type {((inputs?: Filters_CategoriesInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Filters_CategoriesInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_filters_categories(inputs)
	return en_filters_categories(inputs)
});