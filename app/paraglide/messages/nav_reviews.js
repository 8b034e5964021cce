/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nav_ReviewsInputs */

const en_nav_reviews = /** @type {(inputs: Nav_ReviewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reviews`)
};

const bn_nav_reviews = /** @type {(inputs: Nav_ReviewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`রিভিউ`)
};

/**
* | output |
* | --- |
* | "Reviews" |
*
* @param {Nav_ReviewsInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const nav_reviews = /** @type {((inputs?: Nav_ReviewsInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_ReviewsInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_nav_reviews(inputs)
	return en_nav_reviews(inputs)
});