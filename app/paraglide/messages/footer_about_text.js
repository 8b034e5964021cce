/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Footer_About_TextInputs */

const en_footer_about_text = /** @type {(inputs: Footer_About_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your trusted online shop in Bangladesh: quality products at fair prices, delivered to your door with cash on delivery.`)
};

const bn_footer_about_text = /** @type {(inputs: Footer_About_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`বাংলাদেশে আপনার ভরসার অনলাইন দোকান: ন্যায্য দামে ভালো মানের পণ্য, ক্যাশ অন ডেলিভারিতে পৌঁছে যায় আপনার দরজায়।`)
};

/**
* | output |
* | --- |
* | "Your trusted online shop in Bangladesh: quality products at fair prices, delivered to your door with cash on delivery." |
*
* @param {Footer_About_TextInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const footer_about_text = /** @type {((inputs?: Footer_About_TextInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Footer_About_TextInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_footer_about_text(inputs)
	return en_footer_about_text(inputs)
});