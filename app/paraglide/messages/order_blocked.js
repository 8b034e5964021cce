/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ phone: NonNullable<unknown> }} Order_BlockedInputs */

const en_order_blocked = /** @type {(inputs: Order_BlockedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`We could not place this order. Please call us at ${i?.phone}.`)
};

const bn_order_blocked = /** @type {(inputs: Order_BlockedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`অর্ডারটি নেওয়া যায়নি। অনুগ্রহ করে ${i?.phone} নম্বরে আমাদের কল করুন।`)
};

/**
* | output |
* | --- |
* | "We could not place this order. Please call us at {phone}." |
*
* @param {Order_BlockedInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const order_blocked = /** @type {((inputs: Order_BlockedInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_BlockedInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_order_blocked(inputs)
	return en_order_blocked(inputs)
});