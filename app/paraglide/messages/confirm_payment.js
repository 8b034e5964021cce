/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Confirm_PaymentInputs */

const en_confirm_payment = /** @type {(inputs: Confirm_PaymentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payment`)
};

const bn_confirm_payment = /** @type {(inputs: Confirm_PaymentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`পেমেন্ট`)
};

/**
* | output |
* | --- |
* | "Payment" |
*
* @param {Confirm_PaymentInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const confirm_payment = /** @type {((inputs?: Confirm_PaymentInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Confirm_PaymentInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_confirm_payment(inputs)
	return en_confirm_payment(inputs)
});