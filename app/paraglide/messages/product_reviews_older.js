/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Product_Reviews_OlderInputs */

const en_product_reviews_older = /** @type {(inputs: Product_Reviews_OlderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Older reviews`)
};

const bn_product_reviews_older = /** @type {(inputs: Product_Reviews_OlderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`পুরোনো রিভিউ`)
};

/**
* | output |
* | --- |
* | "Older reviews" |
*
* @param {Product_Reviews_OlderInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const product_reviews_older = /** @type {((inputs?: Product_Reviews_OlderInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Product_Reviews_OlderInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_product_reviews_older(inputs)
	return en_product_reviews_older(inputs)
});