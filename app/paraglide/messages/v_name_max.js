/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} V_Name_MaxInputs */

const en_v_name_max = /** @type {(inputs: V_Name_MaxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name must be at most 100 characters`)
};

const bn_v_name_max = /** @type {(inputs: V_Name_MaxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`নাম সর্বোচ্চ ১০০ অক্ষরের হতে পারে`)
};

/**
* | output |
* | --- |
* | "Name must be at most 100 characters" |
*
* @param {V_Name_MaxInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const v_name_max = /** @type {((inputs?: V_Name_MaxInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<V_Name_MaxInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_v_name_max(inputs)
	return en_v_name_max(inputs)
});