/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkout_DistrictInputs */

const en_checkout_district = /** @type {(inputs: Checkout_DistrictInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`City / District`)
};

const bn_checkout_district = /** @type {(inputs: Checkout_DistrictInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`শহর / জেলা`)
};

/**
* | output |
* | --- |
* | "City / District" |
*
* @param {Checkout_DistrictInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const checkout_district = /** @type {((inputs?: Checkout_DistrictInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkout_DistrictInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_checkout_district(inputs)
	return en_checkout_district(inputs)
});