/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Categories_Shop_NowInputs */

const en_categories_shop_now = /** @type {(inputs: Categories_Shop_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Shop now`)
};

const bn_categories_shop_now = /** @type {(inputs: Categories_Shop_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`এখনই কিনুন`)
};

/**
* | output |
* | --- |
* | "Shop now" |
*
* @param {Categories_Shop_NowInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const categories_shop_now = /** @type {((inputs?: Categories_Shop_NowInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Categories_Shop_NowInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_categories_shop_now(inputs)
	return en_categories_shop_now(inputs)
});