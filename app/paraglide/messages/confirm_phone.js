/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Confirm_PhoneInputs */

const en_confirm_phone = /** @type {(inputs: Confirm_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Phone`)
};

const bn_confirm_phone = /** @type {(inputs: Confirm_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`মোবাইল`)
};

/**
* | output |
* | --- |
* | "Phone" |
*
* @param {Confirm_PhoneInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const confirm_phone = /** @type {((inputs?: Confirm_PhoneInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Confirm_PhoneInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_confirm_phone(inputs)
	return en_confirm_phone(inputs)
});