/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cart_ProceedInputs */

const en_cart_proceed = /** @type {(inputs: Cart_ProceedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Proceed to Checkout`)
};

const bn_cart_proceed = /** @type {(inputs: Cart_ProceedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`চেকআউটে যান`)
};

/**
* | output |
* | --- |
* | "Proceed to Checkout" |
*
* @param {Cart_ProceedInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const cart_proceed = /** @type {((inputs?: Cart_ProceedInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_ProceedInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_cart_proceed(inputs)
	return en_cart_proceed(inputs)
});