/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cart_ShippingInputs */

const en_cart_shipping = /** @type {(inputs: Cart_ShippingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Shipping`)
};

const bn_cart_shipping = /** @type {(inputs: Cart_ShippingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ডেলিভারি`)
};

/**
* | output |
* | --- |
* | "Shipping" |
*
* @param {Cart_ShippingInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const cart_shipping = /** @type {((inputs?: Cart_ShippingInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_ShippingInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_cart_shipping(inputs)
	return en_cart_shipping(inputs)
});