/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Confirm_AddressInputs */

const en_confirm_address = /** @type {(inputs: Confirm_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delivery Address`)
};

const bn_confirm_address = /** @type {(inputs: Confirm_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ডেলিভারির ঠিকানা`)
};

/**
* | output |
* | --- |
* | "Delivery Address" |
*
* @param {Confirm_AddressInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const confirm_address = /** @type {((inputs?: Confirm_AddressInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Confirm_AddressInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_confirm_address(inputs)
	return en_confirm_address(inputs)
});