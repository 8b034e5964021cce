/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Cart_DecreaseInputs */

const en_cart_decrease = /** @type {(inputs: Cart_DecreaseInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Decrease quantity of ${i?.name}`)
};

const bn_cart_decrease = /** @type {(inputs: Cart_DecreaseInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}-এর পরিমাণ কমান`)
};

/**
* | output |
* | --- |
* | "Decrease quantity of {name}" |
*
* @param {Cart_DecreaseInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const cart_decrease = /** @type {((inputs: Cart_DecreaseInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_DecreaseInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_cart_decrease(inputs)
	return en_cart_decrease(inputs)
});