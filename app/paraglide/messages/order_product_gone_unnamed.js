/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Order_Product_Gone_UnnamedInputs */

const en_order_product_gone_unnamed = /** @type {(inputs: Order_Product_Gone_UnnamedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A product in your cart is no longer available`)
};

const bn_order_product_gone_unnamed = /** @type {(inputs: Order_Product_Gone_UnnamedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`আপনার কার্টের একটি পণ্য আর পাওয়া যাচ্ছে না`)
};

/**
* | output |
* | --- |
* | "A product in your cart is no longer available" |
*
* @param {Order_Product_Gone_UnnamedInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const order_product_gone_unnamed = /** @type {((inputs?: Order_Product_Gone_UnnamedInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Product_Gone_UnnamedInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_order_product_gone_unnamed(inputs)
	return en_order_product_gone_unnamed(inputs)
});