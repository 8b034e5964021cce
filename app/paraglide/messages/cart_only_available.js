/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Cart_Only_AvailableInputs */

const en_cart_only_available = /** @type {(inputs: Cart_Only_AvailableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Only ${i?.count} available`)
};

const bn_cart_only_available = /** @type {(inputs: Cart_Only_AvailableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`মাত্র ${i?.count}টি আছে`)
};

/**
* | output |
* | --- |
* | "Only {count} available" |
*
* @param {Cart_Only_AvailableInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const cart_only_available = /** @type {((inputs: Cart_Only_AvailableInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Only_AvailableInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_cart_only_available(inputs)
	return en_cart_only_available(inputs)
});