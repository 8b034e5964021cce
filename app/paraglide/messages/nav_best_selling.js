/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nav_Best_SellingInputs */

const en_nav_best_selling = /** @type {(inputs: Nav_Best_SellingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Best Selling`)
};

const bn_nav_best_selling = /** @type {(inputs: Nav_Best_SellingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`সবচেয়ে বেশি বিক্রি`)
};

/**
* | output |
* | --- |
* | "Best Selling" |
*
* @param {Nav_Best_SellingInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const nav_best_selling = /** @type {((inputs?: Nav_Best_SellingInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_Best_SellingInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_nav_best_selling(inputs)
	return en_nav_best_selling(inputs)
});