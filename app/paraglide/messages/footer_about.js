/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Footer_AboutInputs */

const en_footer_about = /** @type {(inputs: Footer_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`About Us`)
};

const bn_footer_about = /** @type {(inputs: Footer_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`আমাদের কথা`)
};

/**
* | output |
* | --- |
* | "About Us" |
*
* @param {Footer_AboutInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const footer_about = /** @type {((inputs?: Footer_AboutInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Footer_AboutInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_footer_about(inputs)
	return en_footer_about(inputs)
});