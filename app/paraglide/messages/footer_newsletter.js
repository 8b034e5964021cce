/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Footer_NewsletterInputs */

const en_footer_newsletter = /** @type {(inputs: Footer_NewsletterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Newsletter`)
};

const bn_footer_newsletter = /** @type {(inputs: Footer_NewsletterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`নিউজলেটার`)
};

/**
* | output |
* | --- |
* | "Newsletter" |
*
* @param {Footer_NewsletterInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const footer_newsletter = /** @type {((inputs?: Footer_NewsletterInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Footer_NewsletterInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_footer_newsletter(inputs)
	return en_footer_newsletter(inputs)
});