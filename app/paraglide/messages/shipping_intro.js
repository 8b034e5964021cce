/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shipping_IntroInputs */

const en_shipping_intro = /** @type {(inputs: Shipping_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We deliver all over Bangladesh, and you pay cash when your order arrives.`)
};

const bn_shipping_intro = /** @type {(inputs: Shipping_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`আমরা সারা বাংলাদেশে ডেলিভারি দিই, অর্ডার হাতে পেয়ে নগদ টাকা দেবেন।`)
};

/**
* | output |
* | --- |
* | "We deliver all over Bangladesh, and you pay cash when your order arrives." |
*
* @param {Shipping_IntroInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const shipping_intro = /** @type {((inputs?: Shipping_IntroInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shipping_IntroInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_shipping_intro(inputs)
	return en_shipping_intro(inputs)
});