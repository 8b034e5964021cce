/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Best_DescriptionInputs */

const en_best_description = /** @type {(inputs: Best_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Our most popular products, ranked by how many our customers bought.`)
};

const bn_best_description = /** @type {(inputs: Best_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ক্রেতারা সবচেয়ে বেশি যেগুলো কিনেছেন, বিক্রির হিসাবে সাজানো।`)
};

/**
* | output |
* | --- |
* | "Our most popular products, ranked by how many our customers bought." |
*
* @param {Best_DescriptionInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const best_description = /** @type {((inputs?: Best_DescriptionInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Best_DescriptionInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_best_description(inputs)
	return en_best_description(inputs)
});