/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} V_Quantity_WholeInputs */

const en_v_quantity_whole = /** @type {(inputs: V_Quantity_WholeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quantity must be a whole number`)
};

const bn_v_quantity_whole = /** @type {(inputs: V_Quantity_WholeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`পরিমাণ পূর্ণসংখ্যা হতে হবে`)
};

/**
* | output |
* | --- |
* | "Quantity must be a whole number" |
*
* @param {V_Quantity_WholeInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const v_quantity_whole = /** @type {((inputs?: V_Quantity_WholeInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<V_Quantity_WholeInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_v_quantity_whole(inputs)
	return en_v_quantity_whole(inputs)
});