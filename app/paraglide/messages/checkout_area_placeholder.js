/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkout_Area_PlaceholderInputs */

const en_checkout_area_placeholder = /** @type {(inputs: Checkout_Area_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`e.g. Mirpur`)
};

const bn_checkout_area_placeholder = /** @type {(inputs: Checkout_Area_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`যেমন: মিরপুর`)
};

/**
* | output |
* | --- |
* | "e.g. Mirpur" |
*
* @param {Checkout_Area_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const checkout_area_placeholder = /** @type {((inputs?: Checkout_Area_PlaceholderInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkout_Area_PlaceholderInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_checkout_area_placeholder(inputs)
	return en_checkout_area_placeholder(inputs)
});