/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Track_Review_RatingInputs */

const en_track_review_rating = /** @type {(inputs: Track_Review_RatingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rating`)
};

const bn_track_review_rating = /** @type {(inputs: Track_Review_RatingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`রেটিং`)
};

/**
* | output |
* | --- |
* | "Rating" |
*
* @param {Track_Review_RatingInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const track_review_rating = /** @type {((inputs?: Track_Review_RatingInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Track_Review_RatingInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_track_review_rating(inputs)
	return en_track_review_rating(inputs)
});