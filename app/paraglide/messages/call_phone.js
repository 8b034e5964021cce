/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ phone: NonNullable<unknown> }} Call_PhoneInputs */

const en_call_phone = /** @type {(inputs: Call_PhoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Call ${i?.phone}`)
};

const bn_call_phone = /** @type {(inputs: Call_PhoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.phone} নম্বরে কল করুন`)
};

/**
* | output |
* | --- |
* | "Call {phone}" |
*
* @param {Call_PhoneInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const call_phone = /** @type {((inputs: Call_PhoneInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Call_PhoneInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_call_phone(inputs)
	return en_call_phone(inputs)
});