/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} V_Address_MinInputs */

const en_v_address_min = /** @type {(inputs: V_Address_MinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please provide a complete address`)
};

const bn_v_address_min = /** @type {(inputs: V_Address_MinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`পুরো ঠিকানা লিখুন`)
};

/**
* | output |
* | --- |
* | "Please provide a complete address" |
*
* @param {V_Address_MinInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const v_address_min = /** @type {((inputs?: V_Address_MinInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<V_Address_MinInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_v_address_min(inputs)
	return en_v_address_min(inputs)
});