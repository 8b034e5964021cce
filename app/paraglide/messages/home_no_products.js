/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_No_ProductsInputs */

const en_home_no_products = /** @type {(inputs: Home_No_ProductsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No products found`)
};

const bn_home_no_products = /** @type {(inputs: Home_No_ProductsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`কোনো পণ্য পাওয়া যায়নি`)
};

/**
* | output |
* | --- |
* | "No products found" |
*
* @param {Home_No_ProductsInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const home_no_products = /** @type {((inputs?: Home_No_ProductsInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_No_ProductsInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_home_no_products(inputs)
	return en_home_no_products(inputs)
});