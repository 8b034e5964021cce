/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Filters_Price_RangeInputs */

const en_filters_price_range = /** @type {(inputs: Filters_Price_RangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Price Range`)
};

const bn_filters_price_range = /** @type {(inputs: Filters_Price_RangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`দামের সীমা`)
};

/**
* | output |
* | --- |
* | "Price Range" |
*
* @param {Filters_Price_RangeInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const filters_price_range = /** @type {((inputs?: Filters_Price_RangeInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Filters_Price_RangeInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_filters_price_range(inputs)
	return en_filters_price_range(inputs)
});