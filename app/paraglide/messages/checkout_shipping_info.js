/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkout_Shipping_InfoInputs */

const en_checkout_shipping_info = /** @type {(inputs: Checkout_Shipping_InfoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Shipping Information`)
};

const bn_checkout_shipping_info = /** @type {(inputs: Checkout_Shipping_InfoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ডেলিভারির তথ্য`)
};

/**
* | output |
* | --- |
* | "Shipping Information" |
*
* @param {Checkout_Shipping_InfoInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const checkout_shipping_info = /** @type {((inputs?: Checkout_Shipping_InfoInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkout_Shipping_InfoInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_checkout_shipping_info(inputs)
	return en_checkout_shipping_info(inputs)
});