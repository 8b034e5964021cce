/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown> }} Checkout_Free_Delivery_OverInputs */

const en_checkout_free_delivery_over = /** @type {(inputs: Checkout_Free_Delivery_OverInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Free delivery on orders over ${i?.amount}`)
};

const bn_checkout_free_delivery_over = /** @type {(inputs: Checkout_Free_Delivery_OverInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount}-এর বেশি অর্ডারে ডেলিভারি ফ্রি`)
};

/**
* | output |
* | --- |
* | "Free delivery on orders over {amount}" |
*
* @param {Checkout_Free_Delivery_OverInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const checkout_free_delivery_over = /** @type {((inputs: Checkout_Free_Delivery_OverInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkout_Free_Delivery_OverInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_checkout_free_delivery_over(inputs)
	return en_checkout_free_delivery_over(inputs)
});