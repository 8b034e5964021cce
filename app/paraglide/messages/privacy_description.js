/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Privacy_DescriptionInputs */

const en_privacy_description = /** @type {(inputs: Privacy_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What we keep about you when you order or write to us, and why.`)
};

const bn_privacy_description = /** @type {(inputs: Privacy_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`অর্ডার করলে বা আমাদের লিখলে আপনার কোন তথ্য রাখি, আর কেন।`)
};

/**
* | output |
* | --- |
* | "What we keep about you when you order or write to us, and why." |
*
* @param {Privacy_DescriptionInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const privacy_description = /** @type {((inputs?: Privacy_DescriptionInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_DescriptionInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_privacy_description(inputs)
	return en_privacy_description(inputs)
});