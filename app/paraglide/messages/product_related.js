/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Product_RelatedInputs */

const en_product_related = /** @type {(inputs: Product_RelatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You May Also Like`)
};

const bn_product_related = /** @type {(inputs: Product_RelatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`আপনার আরও যা ভালো লাগতে পারে`)
};

/**
* | output |
* | --- |
* | "You May Also Like" |
*
* @param {Product_RelatedInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const product_related = /** @type {((inputs?: Product_RelatedInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Product_RelatedInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_product_related(inputs)
	return en_product_related(inputs)
});