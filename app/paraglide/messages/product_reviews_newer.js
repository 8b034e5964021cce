/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Product_Reviews_NewerInputs */

const en_product_reviews_newer = /** @type {(inputs: Product_Reviews_NewerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Newer reviews`)
};

const bn_product_reviews_newer = /** @type {(inputs: Product_Reviews_NewerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`নতুন রিভিউ`)
};

/**
* | output |
* | --- |
* | "Newer reviews" |
*
* @param {Product_Reviews_NewerInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const product_reviews_newer = /** @type {((inputs?: Product_Reviews_NewerInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Product_Reviews_NewerInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_product_reviews_newer(inputs)
	return en_product_reviews_newer(inputs)
});