/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cart_Shipping_LaterInputs */

const en_cart_shipping_later = /** @type {(inputs: Cart_Shipping_LaterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Calculated at checkout`)
};

const bn_cart_shipping_later = /** @type {(inputs: Cart_Shipping_LaterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`চেকআউটে হিসাব হবে`)
};

/**
* | output |
* | --- |
* | "Calculated at checkout" |
*
* @param {Cart_Shipping_LaterInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const cart_shipping_later = /** @type {((inputs?: Cart_Shipping_LaterInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Shipping_LaterInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_cart_shipping_later(inputs)
	return en_cart_shipping_later(inputs)
});