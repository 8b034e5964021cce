/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Summary_Delivery_ChargeInputs */

const en_summary_delivery_charge = /** @type {(inputs: Summary_Delivery_ChargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delivery Charge`)
};

const bn_summary_delivery_charge = /** @type {(inputs: Summary_Delivery_ChargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ডেলিভারি চার্জ`)
};

/**
* | output |
* | --- |
* | "Delivery Charge" |
*
* @param {Summary_Delivery_ChargeInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const summary_delivery_charge = /** @type {((inputs?: Summary_Delivery_ChargeInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Summary_Delivery_ChargeInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_summary_delivery_charge(inputs)
	return en_summary_delivery_charge(inputs)
});