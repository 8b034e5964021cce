/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cart_EmptyInputs */

const en_cart_empty = /** @type {(inputs: Cart_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your cart is empty`)
};

const bn_cart_empty = /** @type {(inputs: Cart_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`আপনার কার্ট খালি`)
};

/**
* | output |
* | --- |
* | "Your cart is empty" |
*
* @param {Cart_EmptyInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const cart_empty = /** @type {((inputs?: Cart_EmptyInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_EmptyInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_cart_empty(inputs)
	return en_cart_empty(inputs)
});