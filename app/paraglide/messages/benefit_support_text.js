/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Benefit_Support_TextInputs */

const en_benefit_support_text = /** @type {(inputs: Benefit_Support_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`dedicated customer service`)
};

const bn_benefit_support_text = /** @type {(inputs: Benefit_Support_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`সবসময় পাশে আছে গ্রাহক সেবা`)
};

/**
* | output |
* | --- |
* | "dedicated customer service" |
*
* @param {Benefit_Support_TextInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const benefit_support_text = /** @type {((inputs?: Benefit_Support_TextInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Benefit_Support_TextInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_benefit_support_text(inputs)
	return en_benefit_support_text(inputs)
});