/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} V_Address_MaxInputs */

const en_v_address_max = /** @type {(inputs: V_Address_MaxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Address must be at most 500 characters`)
};

const bn_v_address_max = /** @type {(inputs: V_Address_MaxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ঠিকানা সর্বোচ্চ ৫০০ অক্ষরের হতে পারে`)
};

/**
* | output |
* | --- |
* | "Address must be at most 500 characters" |
*
* @param {V_Address_MaxInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const v_address_max = /** @type {((inputs?: V_Address_MaxInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<V_Address_MaxInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_v_address_max(inputs)
	return en_v_address_max(inputs)
});