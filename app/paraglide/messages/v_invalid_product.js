/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} V_Invalid_ProductInputs */

const en_v_invalid_product = /** @type {(inputs: V_Invalid_ProductInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invalid product`)
};

const bn_v_invalid_product = /** @type {(inputs: V_Invalid_ProductInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`পণ্যটি সঠিক নয়`)
};

/**
* | output |
* | --- |
* | "Invalid product" |
*
* @param {V_Invalid_ProductInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const v_invalid_product = /** @type {((inputs?: V_Invalid_ProductInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<V_Invalid_ProductInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_v_invalid_product(inputs)
	return en_v_invalid_product(inputs)
});