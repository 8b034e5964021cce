/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown> }} Price_OverInputs */

const en_price_over = /** @type {(inputs: Price_OverInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Over ${i?.amount}`)
};

const bn_price_over = /** @type {(inputs: Price_OverInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount}-এর বেশি`)
};

/**
* | output |
* | --- |
* | "Over {amount}" |
*
* @param {Price_OverInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const price_over = /** @type {((inputs: Price_OverInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Price_OverInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_price_over(inputs)
	return en_price_over(inputs)
});