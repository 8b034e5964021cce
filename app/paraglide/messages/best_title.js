/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Best_TitleInputs */

const en_best_title = /** @type {(inputs: Best_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Best Selling`)
};

const bn_best_title = /** @type {(inputs: Best_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`সবচেয়ে বেশি বিক্রি`)
};

/**
* | output |
* | --- |
* | "Best Selling" |
*
* @param {Best_TitleInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const best_title = /** @type {((inputs?: Best_TitleInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Best_TitleInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_best_title(inputs)
	return en_best_title(inputs)
});