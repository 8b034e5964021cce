/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkout_HeadingInputs */

const en_checkout_heading = /** @type {(inputs: Checkout_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Checkout`)
};

const bn_checkout_heading = /** @type {(inputs: Checkout_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`চেকআউট`)
};

/**
* | output |
* | --- |
* | "Checkout" |
*
* @param {Checkout_HeadingInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const checkout_heading = /** @type {((inputs?: Checkout_HeadingInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkout_HeadingInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_checkout_heading(inputs)
	return en_checkout_heading(inputs)
});