/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} V_Delivery_LocationInputs */

const en_v_delivery_location = /** @type {(inputs: V_Delivery_LocationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please choose a delivery location`)
};

const bn_v_delivery_location = /** @type {(inputs: V_Delivery_LocationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ডেলিভারির এলাকা বেছে নিন`)
};

/**
* | output |
* | --- |
* | "Please choose a delivery location" |
*
* @param {V_Delivery_LocationInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const v_delivery_location = /** @type {((inputs?: V_Delivery_LocationInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<V_Delivery_LocationInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_v_delivery_location(inputs)
	return en_v_delivery_location(inputs)
});