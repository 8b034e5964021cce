/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ quantity: NonNullable<unknown>, name: NonNullable<unknown> }} Toast_Added_QuantityInputs */

const en_toast_added_quantity = /** @type {(inputs: Toast_Added_QuantityInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Added ${i?.quantity} ${i?.name} to cart`)
};

const bn_toast_added_quantity = /** @type {(inputs: Toast_Added_QuantityInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} (${i?.quantity}টি) কার্টে যোগ হয়েছে`)
};

/**
* | output |
* | --- |
* | "Added {quantity} {name} to cart" |
*
* @param {Toast_Added_QuantityInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const toast_added_quantity = /** @type {((inputs: Toast_Added_QuantityInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Toast_Added_QuantityInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_toast_added_quantity(inputs)
	return en_toast_added_quantity(inputs)
});