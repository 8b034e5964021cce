/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Order_SummaryInputs */

const en_order_summary = /** @type {(inputs: Order_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Order Summary`)
};

const bn_order_summary = /** @type {(inputs: Order_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`অর্ডারের সারাংশ`)
};

/**
* | output |
* | --- |
* | "Order Summary" |
*
* @param {Order_SummaryInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const order_summary = /** @type {((inputs?: Order_SummaryInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_SummaryInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_order_summary(inputs)
	return en_order_summary(inputs)
});