/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkout_PaymentInputs */

const en_checkout_payment = /** @type {(inputs: Checkout_PaymentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payment:`)
};

const bn_checkout_payment = /** @type {(inputs: Checkout_PaymentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`পেমেন্ট:`)
};

/**
* | output |
* | --- |
* | "Payment:" |
*
* @param {Checkout_PaymentInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const checkout_payment = /** @type {((inputs?: Checkout_PaymentInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkout_PaymentInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_checkout_payment(inputs)
	return en_checkout_payment(inputs)
});