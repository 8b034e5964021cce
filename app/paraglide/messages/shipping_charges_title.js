/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shipping_Charges_TitleInputs */

const en_shipping_charges_title = /** @type {(inputs: Shipping_Charges_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delivery charges`)
};

const bn_shipping_charges_title = /** @type {(inputs: Shipping_Charges_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ডেলিভারি চার্জ`)
};

/**
* | output |
* | --- |
* | "Delivery charges" |
*
* @param {Shipping_Charges_TitleInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const shipping_charges_title = /** @type {((inputs?: Shipping_Charges_TitleInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shipping_Charges_TitleInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_shipping_charges_title(inputs)
	return en_shipping_charges_title(inputs)
});