/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shipping_Charge_At_CheckoutInputs */

const en_shipping_charge_at_checkout = /** @type {(inputs: Shipping_Charge_At_CheckoutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The delivery charge that applies to your order is always shown at checkout before you place it.`)
};

const bn_shipping_charge_at_checkout = /** @type {(inputs: Shipping_Charge_At_CheckoutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`আপনার অর্ডারের ডেলিভারি চার্জ অর্ডার দেওয়ার আগেই চেকআউটে দেখানো হয়।`)
};

/**
* | output |
* | --- |
* | "The delivery charge that applies to your order is always shown at checkout before you place it." |
*
* @param {Shipping_Charge_At_CheckoutInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const shipping_charge_at_checkout = /** @type {((inputs?: Shipping_Charge_At_CheckoutInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shipping_Charge_At_CheckoutInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_shipping_charge_at_checkout(inputs)
	return en_shipping_charge_at_checkout(inputs)
});