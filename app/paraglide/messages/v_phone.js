/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} V_PhoneInputs */

const en_v_phone = /** @type {(inputs: V_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter a valid Bangladesh phone number (e.g., 01XXXXXXXXX)`)
};

const bn_v_phone = /** @type {(inputs: V_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`সঠিক বাংলাদেশি মোবাইল নম্বর দিন (যেমন ০১XXXXXXXXX)`)
};

/**
* | output |
* | --- |
* | "Please enter a valid Bangladesh phone number (e.g., 01XXXXXXXXX)" |
*
* @param {V_PhoneInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const v_phone = /** @type {((inputs?: V_PhoneInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<V_PhoneInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_v_phone(inputs)
	return en_v_phone(inputs)
});