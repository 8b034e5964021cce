/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cart_HeadingInputs */

const en_cart_heading = /** @type {(inputs: Cart_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Shopping Cart`)
};

const bn_cart_heading = /** @type {(inputs: Cart_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`শপিং কার্ট`)
};

/**
* | output |
* | --- |
* | "Shopping Cart" |
*
* @param {Cart_HeadingInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const cart_heading = /** @type {((inputs?: Cart_HeadingInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_HeadingInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_cart_heading(inputs)
	return en_cart_heading(inputs)
});