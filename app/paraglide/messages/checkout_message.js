/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkout_MessageInputs */

const en_checkout_message = /** @type {(inputs: Checkout_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Special Instructions (optional)`)
};

const bn_checkout_message = /** @type {(inputs: Checkout_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`বিশেষ নির্দেশনা (ঐচ্ছিক)`)
};

/**
* | output |
* | --- |
* | "Special Instructions (optional)" |
*
* @param {Checkout_MessageInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const checkout_message = /** @type {((inputs?: Checkout_MessageInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkout_MessageInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_checkout_message(inputs)
	return en_checkout_message(inputs)
});