/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkout_Place_OrderInputs */

const en_checkout_place_order = /** @type {(inputs: Checkout_Place_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Place Order`)
};

const bn_checkout_place_order = /** @type {(inputs: Checkout_Place_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`অর্ডার করুন`)
};

/**
* | output |
* | --- |
* | "Place Order" |
*
* @param {Checkout_Place_OrderInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const checkout_place_order = /** @type {((inputs?: Checkout_Place_OrderInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkout_Place_OrderInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_checkout_place_order(inputs)
	return en_checkout_place_order(inputs)
});