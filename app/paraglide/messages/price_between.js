/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ low: NonNullable<unknown>, high: NonNullable<unknown> }} Price_BetweenInputs */

const en_price_between = /** @type {(inputs: Price_BetweenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.low} - ${i?.high}`)
};

const bn_price_between = /** @type {(inputs: Price_BetweenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.low} - ${i?.high}`)
};

/**
* | output |
* | --- |
* | "{low} - {high}" |
*
* @param {Price_BetweenInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const price_between = /** @type {((inputs: Price_BetweenInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Price_BetweenInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_price_between(inputs)
	return en_price_between(inputs)
});