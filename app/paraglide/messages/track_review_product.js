/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Track_Review_ProductInputs */

const en_track_review_product = /** @type {(inputs: Track_Review_ProductInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Product`)
};

const bn_track_review_product = /** @type {(inputs: Track_Review_ProductInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`পণ্য`)
};

/**
* | output |
* | --- |
* | "Product" |
*
* @param {Track_Review_ProductInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const track_review_product = /** @type {((inputs?: Track_Review_ProductInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Track_Review_ProductInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_track_review_product(inputs)
	return en_track_review_product(inputs)
});