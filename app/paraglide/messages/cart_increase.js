/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Cart_IncreaseInputs */

const en_cart_increase = /** @type {(inputs: Cart_IncreaseInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Increase quantity of ${i?.name}`)
};

const bn_cart_increase = /** @type {(inputs: Cart_IncreaseInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}-এর পরিমাণ বাড়ান`)
};

/**
* | output |
* | --- |
* | "Increase quantity of {name}" |
*
* @param {Cart_IncreaseInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const cart_increase = /** @type {((inputs: Cart_IncreaseInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_IncreaseInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_cart_increase(inputs)
	return en_cart_increase(inputs)
});