/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Order_Too_LargeInputs */

const en_order_too_large = /** @type {(inputs: Order_Too_LargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This order is too large to place online. Please lower the quantities.`)
};

const bn_order_too_large = /** @type {(inputs: Order_Too_LargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`এত বড় অর্ডার অনলাইনে নেওয়া যাচ্ছে না। পরিমাণ একটু কমিয়ে দিন।`)
};

/**
* | output |
* | --- |
* | "This order is too large to place online. Please lower the quantities." |
*
* @param {Order_Too_LargeInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const order_too_large = /** @type {((inputs?: Order_Too_LargeInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Too_LargeInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_order_too_large(inputs)
	return en_order_too_large(inputs)
});