/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Filters_Show_ProductsInputs */

const en_filters_show_products = /** @type {(inputs: Filters_Show_ProductsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Show products`)
};

const bn_filters_show_products = /** @type {(inputs: Filters_Show_ProductsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`পণ্য দেখুন`)
};

/**
* | output |
* | --- |
* | "Show products" |
*
* @param {Filters_Show_ProductsInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const filters_show_products = /** @type {((inputs?: Filters_Show_ProductsInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Filters_Show_ProductsInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_filters_show_products(inputs)
	return en_filters_show_products(inputs)
});