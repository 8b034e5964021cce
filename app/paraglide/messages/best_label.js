/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Best_LabelInputs */

const en_best_label = /** @type {(inputs: Best_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Best selling products`)
};

const bn_best_label = /** @type {(inputs: Best_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`সবচেয়ে বেশি বিক্রি হওয়া পণ্য`)
};

/**
* | output |
* | --- |
* | "Best selling products" |
*
* @param {Best_LabelInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const best_label = /** @type {((inputs?: Best_LabelInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Best_LabelInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_best_label(inputs)
	return en_best_label(inputs)
});