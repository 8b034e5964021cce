/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Best_SellingInputs */

const en_home_best_selling = /** @type {(inputs: Home_Best_SellingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Best Selling`)
};

const bn_home_best_selling = /** @type {(inputs: Home_Best_SellingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`সবচেয়ে বেশি বিক্রি`)
};

/**
* | output |
* | --- |
* | "Best Selling" |
*
* @param {Home_Best_SellingInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const home_best_selling = /** @type {((inputs?: Home_Best_SellingInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Best_SellingInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_home_best_selling(inputs)
	return en_home_best_selling(inputs)
});