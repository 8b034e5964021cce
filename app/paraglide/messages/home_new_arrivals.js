/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_New_ArrivalsInputs */

const en_home_new_arrivals = /** @type {(inputs: Home_New_ArrivalsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New Arrivals`)
};

const bn_home_new_arrivals = /** @type {(inputs: Home_New_ArrivalsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`নতুন এসেছে`)
};

/**
* | output |
* | --- |
* | "New Arrivals" |
*
* @param {Home_New_ArrivalsInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const home_new_arrivals = /** @type {((inputs?: Home_New_ArrivalsInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_New_ArrivalsInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_home_new_arrivals(inputs)
	return en_home_new_arrivals(inputs)
});