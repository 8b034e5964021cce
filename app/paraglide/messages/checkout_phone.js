/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkout_PhoneInputs */

const en_checkout_phone = /** @type {(inputs: Checkout_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Phone Number`)
};

const bn_checkout_phone = /** @type {(inputs: Checkout_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`মোবাইল নম্বর`)
};

/**
* | output |
* | --- |
* | "Phone Number" |
*
* @param {Checkout_PhoneInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const checkout_phone = /** @type {((inputs?: Checkout_PhoneInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkout_PhoneInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_checkout_phone(inputs)
	return en_checkout_phone(inputs)
});