/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shipping_Payment_TextInputs */

const en_shipping_payment_text = /** @type {(inputs: Shipping_Payment_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cash on delivery only: you pay the delivery person in taka when you receive your order.`)
};

const bn_shipping_payment_text = /** @type {(inputs: Shipping_Payment_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`শুধু ক্যাশ অন ডেলিভারি: অর্ডার হাতে পেয়ে ডেলিভারিম্যানকে টাকায় দাম দেবেন।`)
};

/**
* | output |
* | --- |
* | "Cash on delivery only: you pay the delivery person in taka when you receive your order." |
*
* @param {Shipping_Payment_TextInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const shipping_payment_text = /** @type {((inputs?: Shipping_Payment_TextInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shipping_Payment_TextInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_shipping_payment_text(inputs)
	return en_shipping_payment_text(inputs)
});