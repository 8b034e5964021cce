/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Order_Key_ReusedInputs */

const en_order_key_reused = /** @type {(inputs: Order_Key_ReusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This checkout was already used for a different order. Please reload the page and try again.`)
};

const bn_order_key_reused = /** @type {(inputs: Order_Key_ReusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`এই চেকআউট দিয়ে আগেই অন্য একটি অর্ডার দেওয়া হয়েছে। পাতাটি রিলোড করে আবার চেষ্টা করুন।`)
};

/**
* | output |
* | --- |
* | "This checkout was already used for a different order. Please reload the page and try again." |
*
* @param {Order_Key_ReusedInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const order_key_reused = /** @type {((inputs?: Order_Key_ReusedInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Key_ReusedInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_order_key_reused(inputs)
	return en_order_key_reused(inputs)
});