/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Product_ErrorInputs */

const en_product_error = /** @type {(inputs: Product_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Something went wrong`)
};

const bn_product_error = /** @type {(inputs: Product_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`কিছু একটা ভুল হয়েছে`)
};

/**
* | output |
* | --- |
* | "Something went wrong" |
*
* @param {Product_ErrorInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const product_error = /** @type {((inputs?: Product_ErrorInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Product_ErrorInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_product_error(inputs)
	return en_product_error(inputs)
});