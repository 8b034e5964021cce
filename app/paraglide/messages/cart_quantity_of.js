/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Cart_Quantity_OfInputs */

const en_cart_quantity_of = /** @type {(inputs: Cart_Quantity_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Quantity of ${i?.name}`)
};

const bn_cart_quantity_of = /** @type {(inputs: Cart_Quantity_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}-এর পরিমাণ`)
};

/**
* | output |
* | --- |
* | "Quantity of {name}" |
*
* @param {Cart_Quantity_OfInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const cart_quantity_of = /** @type {((inputs: Cart_Quantity_OfInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Quantity_OfInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_cart_quantity_of(inputs)
	return en_cart_quantity_of(inputs)
});