/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Product_Summary_FallbackInputs */

const en_product_summary_fallback = /** @type {(inputs: Product_Summary_FallbackInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Buy ${i?.name} online in Bangladesh. Cash on delivery.`)
};

const bn_product_summary_fallback = /** @type {(inputs: Product_Summary_FallbackInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`বাংলাদেশে অনলাইনে ${i?.name} কিনুন। ক্যাশ অন ডেলিভারি।`)
};

/**
* | output |
* | --- |
* | "Buy {name} online in Bangladesh. Cash on delivery." |
*
* @param {Product_Summary_FallbackInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const product_summary_fallback = /** @type {((inputs: Product_Summary_FallbackInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Product_Summary_FallbackInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_product_summary_fallback(inputs)
	return en_product_summary_fallback(inputs)
});