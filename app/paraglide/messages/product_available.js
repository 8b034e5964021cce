/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Product_AvailableInputs */

const en_product_available = /** @type {(inputs: Product_AvailableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} available`)
};

const bn_product_available = /** @type {(inputs: Product_AvailableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`স্টকে আছে ${i?.count}টি`)
};

/**
* | output |
* | --- |
* | "{count} available" |
*
* @param {Product_AvailableInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const product_available = /** @type {((inputs: Product_AvailableInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Product_AvailableInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_product_available(inputs)
	return en_product_available(inputs)
});