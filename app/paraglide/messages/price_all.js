/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Price_AllInputs */

const en_price_all = /** @type {(inputs: Price_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All Prices`)
};

const bn_price_all = /** @type {(inputs: Price_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`সব দাম`)
};

/**
* | output |
* | --- |
* | "All Prices" |
*
* @param {Price_AllInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const price_all = /** @type {((inputs?: Price_AllInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Price_AllInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_price_all(inputs)
	return en_price_all(inputs)
});