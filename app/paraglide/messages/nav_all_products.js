/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nav_All_ProductsInputs */

const en_nav_all_products = /** @type {(inputs: Nav_All_ProductsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All Products`)
};

const bn_nav_all_products = /** @type {(inputs: Nav_All_ProductsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`সব পণ্য`)
};

/**
* | output |
* | --- |
* | "All Products" |
*
* @param {Nav_All_ProductsInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const nav_all_products = /** @type {((inputs?: Nav_All_ProductsInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_All_ProductsInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_nav_all_products(inputs)
	return en_nav_all_products(inputs)
});