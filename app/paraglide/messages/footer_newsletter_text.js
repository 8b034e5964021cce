/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Footer_Newsletter_TextInputs */

const en_footer_newsletter_text = /** @type {(inputs: Footer_Newsletter_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subscribe to get updates on our latest offers`)
};

const bn_footer_newsletter_text = /** @type {(inputs: Footer_Newsletter_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`নতুন অফারের খবর পেতে সাবস্ক্রাইব করুন`)
};

/**
* | output |
* | --- |
* | "Subscribe to get updates on our latest offers" |
*
* @param {Footer_Newsletter_TextInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const footer_newsletter_text = /** @type {((inputs?: Footer_Newsletter_TextInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Footer_Newsletter_TextInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_footer_newsletter_text(inputs)
	return en_footer_newsletter_text(inputs)
});