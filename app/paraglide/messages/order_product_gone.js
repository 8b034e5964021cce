/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Order_Product_GoneInputs */

const en_order_product_gone = /** @type {(inputs: Order_Product_GoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} is no longer available`)
};

const bn_order_product_gone = /** @type {(inputs: Order_Product_GoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} আর পাওয়া যাচ্ছে না`)
};

/**
* | output |
* | --- |
* | "{name} is no longer available" |
*
* @param {Order_Product_GoneInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const order_product_gone = /** @type {((inputs: Order_Product_GoneInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Product_GoneInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_order_product_gone(inputs)
	return en_order_product_gone(inputs)
});