/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkout_District_PlaceholderInputs */

const en_checkout_district_placeholder = /** @type {(inputs: Checkout_District_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Select your district`)
};

const bn_checkout_district_placeholder = /** @type {(inputs: Checkout_District_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`আপনার জেলা বেছে নিন`)
};

/**
* | output |
* | --- |
* | "Select your district" |
*
* @param {Checkout_District_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const checkout_district_placeholder = /** @type {((inputs?: Checkout_District_PlaceholderInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkout_District_PlaceholderInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_checkout_district_placeholder(inputs)
	return en_checkout_district_placeholder(inputs)
});