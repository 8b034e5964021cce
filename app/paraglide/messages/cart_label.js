/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cart_LabelInputs */

const en_cart_label = /** @type {(inputs: Cart_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cart`)
};

const bn_cart_label = /** @type {(inputs: Cart_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`কার্ট`)
};

/**
* | output |
* | --- |
* | "Cart" |
*
* @param {Cart_LabelInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const cart_label = /** @type {((inputs?: Cart_LabelInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_LabelInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_cart_label(inputs)
	return en_cart_label(inputs)
});