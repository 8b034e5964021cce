/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkout_Estimated_DeliveryInputs */

const en_checkout_estimated_delivery = /** @type {(inputs: Checkout_Estimated_DeliveryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Estimated delivery:`)
};

const bn_checkout_estimated_delivery = /** @type {(inputs: Checkout_Estimated_DeliveryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`আনুমানিক ডেলিভারি:`)
};

/**
* | output |
* | --- |
* | "Estimated delivery:" |
*
* @param {Checkout_Estimated_DeliveryInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const checkout_estimated_delivery = /** @type {((inputs?: Checkout_Estimated_DeliveryInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkout_Estimated_DeliveryInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_checkout_estimated_delivery(inputs)
	return en_checkout_estimated_delivery(inputs)
});