/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Confirm_Estimated_DeliveryInputs */

const en_confirm_estimated_delivery = /** @type {(inputs: Confirm_Estimated_DeliveryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Estimated Delivery`)
};

const bn_confirm_estimated_delivery = /** @type {(inputs: Confirm_Estimated_DeliveryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`আনুমানিক ডেলিভারি`)
};

/**
* | output |
* | --- |
* | "Estimated Delivery" |
*
* @param {Confirm_Estimated_DeliveryInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const confirm_estimated_delivery = /** @type {((inputs?: Confirm_Estimated_DeliveryInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Confirm_Estimated_DeliveryInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_confirm_estimated_delivery(inputs)
	return en_confirm_estimated_delivery(inputs)
});