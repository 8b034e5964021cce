/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Footer_SocialInputs */

const en_footer_social = /** @type {(inputs: Footer_SocialInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Social media`)
};

const bn_footer_social = /** @type {(inputs: Footer_SocialInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`সোশ্যাল মিডিয়া`)
};

/**
* | output |
* | --- |
* | "Social media" |
*
* @param {Footer_SocialInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const footer_social = /** @type {((inputs?: Footer_SocialInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Footer_SocialInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_footer_social(inputs)
	return en_footer_social(inputs)
});