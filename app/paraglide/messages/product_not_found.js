/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Product_Not_FoundInputs */

const en_product_not_found = /** @type {(inputs: Product_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Product not found`)
};

const bn_product_not_found = /** @type {(inputs: Product_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`পণ্যটি পাওয়া যায়নি`)
};

/**
* | output |
* | --- |
* | "Product not found" |
*
* @param {Product_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const product_not_found = /** @type {((inputs?: Product_Not_FoundInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Product_Not_FoundInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_product_not_found(inputs)
	return en_product_not_found(inputs)
});