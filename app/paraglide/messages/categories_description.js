/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Categories_DescriptionInputs */

const en_categories_description = /** @type {(inputs: Categories_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Browse the shop by category.`)
};

const bn_categories_description = /** @type {(inputs: Categories_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ক্যাটাগরি ধরে দোকান ঘুরে দেখুন।`)
};

/**
* | output |
* | --- |
* | "Browse the shop by category." |
*
* @param {Categories_DescriptionInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const categories_description = /** @type {((inputs?: Categories_DescriptionInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Categories_DescriptionInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_categories_description(inputs)
	return en_categories_description(inputs)
});