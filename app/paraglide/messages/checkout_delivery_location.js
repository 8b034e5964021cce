/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkout_Delivery_LocationInputs */

const en_checkout_delivery_location = /** @type {(inputs: Checkout_Delivery_LocationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delivery Location`)
};

const bn_checkout_delivery_location = /** @type {(inputs: Checkout_Delivery_LocationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ডেলিভারির এলাকা`)
};

/**
* | output |
* | --- |
* | "Delivery Location" |
*
* @param {Checkout_Delivery_LocationInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const checkout_delivery_location = /** @type {((inputs?: Checkout_Delivery_LocationInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkout_Delivery_LocationInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_checkout_delivery_location(inputs)
	return en_checkout_delivery_location(inputs)
});