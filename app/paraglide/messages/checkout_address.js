/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkout_AddressInputs */

const en_checkout_address = /** @type {(inputs: Checkout_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Full Address`)
};

const bn_checkout_address = /** @type {(inputs: Checkout_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`পুরো ঠিকানা`)
};

/**
* | output |
* | --- |
* | "Full Address" |
*
* @param {Checkout_AddressInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const checkout_address = /** @type {((inputs?: Checkout_AddressInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkout_AddressInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_checkout_address(inputs)
	return en_checkout_address(inputs)
});