/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shipping_Inside_DhakaInputs */

const en_shipping_inside_dhaka = /** @type {(inputs: Shipping_Inside_DhakaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inside Dhaka: <b>1-2 business days</b>`)
};

const bn_shipping_inside_dhaka = /** @type {(inputs: Shipping_Inside_DhakaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ঢাকার ভেতরে: <b>১-২ কর্মদিবস</b>`)
};

/**
* | output |
* | --- |
* | "Inside Dhaka: <b>1-2 business days</b>" |
*
* @param {Shipping_Inside_DhakaInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const shipping_inside_dhaka = /** @type {((inputs?: Shipping_Inside_DhakaInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shipping_Inside_DhakaInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_shipping_inside_dhaka(inputs)
	return en_shipping_inside_dhaka(inputs)
});