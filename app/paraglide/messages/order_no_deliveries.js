/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Order_No_DeliveriesInputs */

const en_order_no_deliveries = /** @type {(inputs: Order_No_DeliveriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We are not taking deliveries at the moment. Please try again later.`)
};

const bn_order_no_deliveries = /** @type {(inputs: Order_No_DeliveriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`এই মুহূর্তে আমরা ডেলিভারি নিচ্ছি না। পরে আবার চেষ্টা করুন।`)
};

/**
* | output |
* | --- |
* | "We are not taking deliveries at the moment. Please try again later." |
*
* @param {Order_No_DeliveriesInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const order_no_deliveries = /** @type {((inputs?: Order_No_DeliveriesInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_No_DeliveriesInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_order_no_deliveries(inputs)
	return en_order_no_deliveries(inputs)
});