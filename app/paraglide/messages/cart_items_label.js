/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cart_Items_LabelInputs */

const en_cart_items_label = /** @type {(inputs: Cart_Items_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cart items`)
};

const bn_cart_items_label = /** @type {(inputs: Cart_Items_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`কার্টের পণ্য`)
};

/**
* | output |
* | --- |
* | "Cart items" |
*
* @param {Cart_Items_LabelInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const cart_items_label = /** @type {((inputs?: Cart_Items_LabelInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Items_LabelInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_cart_items_label(inputs)
	return en_cart_items_label(inputs)
});