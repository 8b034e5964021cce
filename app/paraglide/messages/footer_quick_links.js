/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Footer_Quick_LinksInputs */

const en_footer_quick_links = /** @type {(inputs: Footer_Quick_LinksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quick Links`)
};

const bn_footer_quick_links = /** @type {(inputs: Footer_Quick_LinksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`দরকারি লিংক`)
};

/**
* | output |
* | --- |
* | "Quick Links" |
*
* @param {Footer_Quick_LinksInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const footer_quick_links = /** @type {((inputs?: Footer_Quick_LinksInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Footer_Quick_LinksInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_footer_quick_links(inputs)
	return en_footer_quick_links(inputs)
});