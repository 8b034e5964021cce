/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkout_Address_PlaceholderInputs */

const en_checkout_address_placeholder = /** @type {(inputs: Checkout_Address_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`House, road, area`)
};

const bn_checkout_address_placeholder = /** @type {(inputs: Checkout_Address_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`বাসা, রোড, এলাকা`)
};

/**
* | output |
* | --- |
* | "House, road, area" |
*
* @param {Checkout_Address_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const checkout_address_placeholder = /** @type {((inputs?: Checkout_Address_PlaceholderInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkout_Address_PlaceholderInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_checkout_address_placeholder(inputs)
	return en_checkout_address_placeholder(inputs)
});