/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} About_DescriptionInputs */

const en_about_description = /** @type {(inputs: About_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Our story: an online shop for Bangladesh with fair prices and cash on delivery.`)
};

const bn_about_description = /** @type {(inputs: About_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`আমাদের গল্প: ন্যায্য দাম আর ক্যাশ অন ডেলিভারির এক বাংলাদেশি অনলাইন দোকান।`)
};

/**
* | output |
* | --- |
* | "Our story: an online shop for Bangladesh with fair prices and cash on delivery." |
*
* @param {About_DescriptionInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const about_description = /** @type {((inputs?: About_DescriptionInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<About_DescriptionInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_about_description(inputs)
	return en_about_description(inputs)
});