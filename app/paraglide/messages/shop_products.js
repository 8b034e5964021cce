/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shop_ProductsInputs */

const en_shop_products = /** @type {(inputs: Shop_ProductsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Products`)
};

const bn_shop_products = /** @type {(inputs: Shop_ProductsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`পণ্যসমূহ`)
};

/**
* | output |
* | --- |
* | "Products" |
*
* @param {Shop_ProductsInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const shop_products = /** @type {((inputs?: Shop_ProductsInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_ProductsInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_shop_products(inputs)
	return en_shop_products(inputs)
});