/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Order_FailedInputs */

const en_order_failed = /** @type {(inputs: Order_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to place order`)
};

const bn_order_failed = /** @type {(inputs: Order_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`অর্ডার দেওয়া যায়নি`)
};

/**
* | output |
* | --- |
* | "Failed to place order" |
*
* @param {Order_FailedInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const order_failed = /** @type {((inputs?: Order_FailedInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_FailedInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_order_failed(inputs)
	return en_order_failed(inputs)
});