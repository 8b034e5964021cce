/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Order_Not_ConfirmedInputs */

const en_order_not_confirmed = /** @type {(inputs: Order_Not_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your order could not be confirmed. Please try again.`)
};

const bn_order_not_confirmed = /** @type {(inputs: Order_Not_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`আপনার অর্ডার নিশ্চিত করা যায়নি। আবার চেষ্টা করুন।`)
};

/**
* | output |
* | --- |
* | "Your order could not be confirmed. Please try again." |
*
* @param {Order_Not_ConfirmedInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const order_not_confirmed = /** @type {((inputs?: Order_Not_ConfirmedInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Not_ConfirmedInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_order_not_confirmed(inputs)
	return en_order_not_confirmed(inputs)
});