/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} V_Area_MaxInputs */

const en_v_area_max = /** @type {(inputs: V_Area_MaxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Area must be at most 100 characters`)
};

const bn_v_area_max = /** @type {(inputs: V_Area_MaxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`এলাকার নাম সর্বোচ্চ ১০০ অক্ষরের হতে পারে`)
};

/**
* | output |
* | --- |
* | "Area must be at most 100 characters" |
*
* @param {V_Area_MaxInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const v_area_max = /** @type {((inputs?: V_Area_MaxInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<V_Area_MaxInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_v_area_max(inputs)
	return en_v_area_max(inputs)
});