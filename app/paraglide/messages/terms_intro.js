/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ storeName: NonNullable<unknown> }} Terms_IntroInputs */

const en_terms_intro = /** @type {(inputs: Terms_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`By placing an order with ${i?.storeName} you agree to these terms.`)
};

const bn_terms_intro = /** @type {(inputs: Terms_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.storeName}-এ অর্ডার করলে আপনি এই শর্তগুলোতে রাজি হচ্ছেন।`)
};

/**
* | output |
* | --- |
* | "By placing an order with {storeName} you agree to these terms." |
*
* @param {Terms_IntroInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const terms_intro = /** @type {((inputs: Terms_IntroInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Terms_IntroInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_terms_intro(inputs)
	return en_terms_intro(inputs)
});