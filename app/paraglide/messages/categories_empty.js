/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Categories_EmptyInputs */

const en_categories_empty = /** @type {(inputs: Categories_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No categories yet`)
};

const bn_categories_empty = /** @type {(inputs: Categories_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`এখনো কোনো ক্যাটাগরি নেই`)
};

/**
* | output |
* | --- |
* | "No categories yet" |
*
* @param {Categories_EmptyInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const categories_empty = /** @type {((inputs?: Categories_EmptyInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Categories_EmptyInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_categories_empty(inputs)
	return en_categories_empty(inputs)
});