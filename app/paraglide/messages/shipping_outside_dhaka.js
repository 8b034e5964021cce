/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shipping_Outside_DhakaInputs */

const en_shipping_outside_dhaka = /** @type {(inputs: Shipping_Outside_DhakaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Outside Dhaka: <b>3-5 business days</b>`)
};

const bn_shipping_outside_dhaka = /** @type {(inputs: Shipping_Outside_DhakaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ঢাকার বাইরে: <b>৩-৫ কর্মদিবস</b>`)
};

/**
* | output |
* | --- |
* | "Outside Dhaka: <b>3-5 business days</b>" |
*
* @param {Shipping_Outside_DhakaInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const shipping_outside_dhaka = /** @type {((inputs?: Shipping_Outside_DhakaInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shipping_Outside_DhakaInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_shipping_outside_dhaka(inputs)
	return en_shipping_outside_dhaka(inputs)
});