/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown> }} Shipping_Free_OverInputs */

const en_shipping_free_over = /** @type {(inputs: Shipping_Free_OverInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Delivery is free for orders over ${i?.amount}: checkout shows it before you place your order.`)
};

const bn_shipping_free_over = /** @type {(inputs: Shipping_Free_OverInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount}-এর বেশি অর্ডারে ডেলিভারি ফ্রি: অর্ডার দেওয়ার আগেই চেকআউটে তা দেখতে পাবেন।`)
};

/**
* | output |
* | --- |
* | "Delivery is free for orders over {amount}: checkout shows it before you place your order." |
*
* @param {Shipping_Free_OverInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const shipping_free_over = /** @type {((inputs: Shipping_Free_OverInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shipping_Free_OverInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_shipping_free_over(inputs)
	return en_shipping_free_over(inputs)
});