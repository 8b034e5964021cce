/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cart_ContinueInputs */

const en_cart_continue = /** @type {(inputs: Cart_ContinueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Continue Shopping`)
};

const bn_cart_continue = /** @type {(inputs: Cart_ContinueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`কেনাকাটা চালিয়ে যান`)
};

/**
* | output |
* | --- |
* | "Continue Shopping" |
*
* @param {Cart_ContinueInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const cart_continue = /** @type {((inputs?: Cart_ContinueInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_ContinueInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_cart_continue(inputs)
	return en_cart_continue(inputs)
});