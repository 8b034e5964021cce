/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown> }} Price_UnderInputs */

const en_price_under = /** @type {(inputs: Price_UnderInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Under ${i?.amount}`)
};

const bn_price_under = /** @type {(inputs: Price_UnderInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount}-এর কম`)
};

/**
* | output |
* | --- |
* | "Under {amount}" |
*
* @param {Price_UnderInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const price_under = /** @type {((inputs: Price_UnderInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Price_UnderInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_price_under(inputs)
	return en_price_under(inputs)
});