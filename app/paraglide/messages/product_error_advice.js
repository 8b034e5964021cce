/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Product_Error_AdviceInputs */

const en_product_error_advice = /** @type {(inputs: Product_Error_AdviceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please try again in a moment.`)
};

const bn_product_error_advice = /** @type {(inputs: Product_Error_AdviceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`একটু পরে আবার চেষ্টা করুন।`)
};

/**
* | output |
* | --- |
* | "Please try again in a moment." |
*
* @param {Product_Error_AdviceInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const product_error_advice = /** @type {((inputs?: Product_Error_AdviceInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Product_Error_AdviceInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_product_error_advice(inputs)
	return en_product_error_advice(inputs)
});