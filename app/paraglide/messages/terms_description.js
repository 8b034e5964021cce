/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Terms_DescriptionInputs */

const en_terms_description = /** @type {(inputs: Terms_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The terms of buying from our shop: orders, prices, cash on delivery, returns.`)
};

const bn_terms_description = /** @type {(inputs: Terms_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`আমাদের দোকান থেকে কেনার শর্ত: অর্ডার, দাম, ক্যাশ অন ডেলিভারি, ফেরত।`)
};

/**
* | output |
* | --- |
* | "The terms of buying from our shop: orders, prices, cash on delivery, returns." |
*
* @param {Terms_DescriptionInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const terms_description = /** @type {((inputs?: Terms_DescriptionInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Terms_DescriptionInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_terms_description(inputs)
	return en_terms_description(inputs)
});