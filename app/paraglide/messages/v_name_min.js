/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} V_Name_MinInputs */

const en_v_name_min = /** @type {(inputs: V_Name_MinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name must be at least 2 characters`)
};

const bn_v_name_min = /** @type {(inputs: V_Name_MinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`নাম কমপক্ষে ২ অক্ষরের হতে হবে`)
};

/**
* | output |
* | --- |
* | "Name must be at least 2 characters" |
*
* @param {V_Name_MinInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const v_name_min = /** @type {((inputs?: V_Name_MinInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<V_Name_MinInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_v_name_min(inputs)
	return en_v_name_min(inputs)
});