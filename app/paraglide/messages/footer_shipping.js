/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Footer_ShippingInputs */

const en_footer_shipping = /** @type {(inputs: Footer_ShippingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Shipping Info`)
};

const bn_footer_shipping = /** @type {(inputs: Footer_ShippingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ডেলিভারির তথ্য`)
};

/**
* | output |
* | --- |
* | "Shipping Info" |
*
* @param {Footer_ShippingInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const footer_shipping = /** @type {((inputs?: Footer_ShippingInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Footer_ShippingInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_footer_shipping(inputs)
	return en_footer_shipping(inputs)
});