/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ zone: NonNullable<unknown> }} Order_Zone_UnavailableInputs */

const en_order_zone_unavailable = /** @type {(inputs: Order_Zone_UnavailableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`We do not deliver to "${i?.zone}". Please choose another delivery location.`)
};

const bn_order_zone_unavailable = /** @type {(inputs: Order_Zone_UnavailableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`"${i?.zone}"-এ আমরা ডেলিভারি দিই না। অন্য একটি ডেলিভারি এলাকা বেছে নিন।`)
};

/**
* | output |
* | --- |
* | "We do not deliver to \"{zone}\". Please choose another delivery location." |
*
* @param {Order_Zone_UnavailableInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const order_zone_unavailable = /** @type {((inputs: Order_Zone_UnavailableInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Zone_UnavailableInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_order_zone_unavailable(inputs)
	return en_order_zone_unavailable(inputs)
});