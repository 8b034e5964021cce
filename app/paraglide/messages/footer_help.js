/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Footer_HelpInputs */

const en_footer_help = /** @type {(inputs: Footer_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Help Center`)
};

const bn_footer_help = /** @type {(inputs: Footer_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`সহায়তা কেন্দ্র`)
};

/**
* | output |
* | --- |
* | "Help Center" |
*
* @param {Footer_HelpInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const footer_help = /** @type {((inputs?: Footer_HelpInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Footer_HelpInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_footer_help(inputs)
	return en_footer_help(inputs)
});