/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ rating: NonNullable<unknown> }} Reviews_StarsInputs */

const en_reviews_stars = /** @type {(inputs: Reviews_StarsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.rating} out of 5 stars`)
};

const bn_reviews_stars = /** @type {(inputs: Reviews_StarsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`৫-এর মধ্যে ${i?.rating} তারা`)
};

/**
* | output |
* | --- |
* | "{rating} out of 5 stars" |
*
* @param {Reviews_StarsInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const reviews_stars = /** @type {((inputs: Reviews_StarsInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reviews_StarsInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_reviews_stars(inputs)
	return en_reviews_stars(inputs)
});