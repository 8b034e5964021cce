/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Confirm_Order_NumberInputs */

const en_confirm_order_number = /** @type {(inputs: Confirm_Order_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Order Number`)
};

const bn_confirm_order_number = /** @type {(inputs: Confirm_Order_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`অর্ডার নম্বর`)
};

/**
* | output |
* | --- |
* | "Order Number" |
*
* @param {Confirm_Order_NumberInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const confirm_order_number = /** @type {((inputs?: Confirm_Order_NumberInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Confirm_Order_NumberInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_confirm_order_number(inputs)
	return en_confirm_order_number(inputs)
});