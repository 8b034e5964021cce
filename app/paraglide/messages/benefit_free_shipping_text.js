/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown> }} Benefit_Free_Shipping_TextInputs */

const en_benefit_free_shipping_text = /** @type {(inputs: Benefit_Free_Shipping_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`orders over ${i?.amount}`)
};

const bn_benefit_free_shipping_text = /** @type {(inputs: Benefit_Free_Shipping_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount}-এর বেশি অর্ডারে`)
};

/**
* | output |
* | --- |
* | "orders over {amount}" |
*
* @param {Benefit_Free_Shipping_TextInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const benefit_free_shipping_text = /** @type {((inputs: Benefit_Free_Shipping_TextInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Benefit_Free_Shipping_TextInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_benefit_free_shipping_text(inputs)
	return en_benefit_free_shipping_text(inputs)
});