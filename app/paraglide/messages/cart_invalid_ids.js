/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cart_Invalid_IdsInputs */

const en_cart_invalid_ids = /** @type {(inputs: Cart_Invalid_IdsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invalid product ids`)
};

const bn_cart_invalid_ids = /** @type {(inputs: Cart_Invalid_IdsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`পণ্যের তথ্য সঠিক নয়`)
};

/**
* | output |
* | --- |
* | "Invalid product ids" |
*
* @param {Cart_Invalid_IdsInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const cart_invalid_ids = /** @type {((inputs?: Cart_Invalid_IdsInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Invalid_IdsInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_cart_invalid_ids(inputs)
	return en_cart_invalid_ids(inputs)
});