/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkout_NameInputs */

const en_checkout_name = /** @type {(inputs: Checkout_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Full Name`)
};

const bn_checkout_name = /** @type {(inputs: Checkout_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`পুরো নাম`)
};

/**
* | output |
* | --- |
* | "Full Name" |
*
* @param {Checkout_NameInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const checkout_name = /** @type {((inputs?: Checkout_NameInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkout_NameInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_checkout_name(inputs)
	return en_checkout_name(inputs)
});