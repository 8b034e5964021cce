/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} V_Quantity_MinInputs */

const en_v_quantity_min = /** @type {(inputs: V_Quantity_MinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quantity must be at least 1`)
};

const bn_v_quantity_min = /** @type {(inputs: V_Quantity_MinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`পরিমাণ কমপক্ষে ১ হতে হবে`)
};

/**
* | output |
* | --- |
* | "Quantity must be at least 1" |
*
* @param {V_Quantity_MinInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const v_quantity_min = /** @type {((inputs?: V_Quantity_MinInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<V_Quantity_MinInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_v_quantity_min(inputs)
	return en_v_quantity_min(inputs)
});