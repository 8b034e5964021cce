/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviews_DescriptionInputs */

const en_reviews_description = /** @type {(inputs: Reviews_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What our customers across Bangladesh say about shopping with us.`)
};

const bn_reviews_description = /** @type {(inputs: Reviews_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`সারা বাংলাদেশের ক্রেতারা আমাদের কাছে কেনাকাটা নিয়ে কী বলছেন।`)
};

/**
* | output |
* | --- |
* | "What our customers across Bangladesh say about shopping with us." |
*
* @param {Reviews_DescriptionInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const reviews_description = /** @type {((inputs?: Reviews_DescriptionInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reviews_DescriptionInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_reviews_description(inputs)
	return en_reviews_description(inputs)
});