/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ max: NonNullable<unknown> }} V_Quantity_MaxInputs */

const en_v_quantity_max = /** @type {(inputs: V_Quantity_MaxInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Quantity must be at most ${i?.max}`)
};

const bn_v_quantity_max = /** @type {(inputs: V_Quantity_MaxInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`পরিমাণ সর্বোচ্চ ${i?.max} হতে পারে`)
};

/**
* | output |
* | --- |
* | "Quantity must be at most {max}" |
*
* @param {V_Quantity_MaxInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const v_quantity_max = /** @type {((inputs: V_Quantity_MaxInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<V_Quantity_MaxInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_v_quantity_max(inputs)
	return en_v_quantity_max(inputs)
});