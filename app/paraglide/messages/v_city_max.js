/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} V_City_MaxInputs */

const en_v_city_max = /** @type {(inputs: V_City_MaxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`City must be at most 100 characters`)
};

const bn_v_city_max = /** @type {(inputs: V_City_MaxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`জেলার নাম সর্বোচ্চ ১০০ অক্ষরের হতে পারে`)
};

/**
* | output |
* | --- |
* | "City must be at most 100 characters" |
*
* @param {V_City_MaxInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const v_city_max = /** @type {((inputs?: V_City_MaxInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<V_City_MaxInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_v_city_max(inputs)
	return en_v_city_max(inputs)
});