/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Track_Review_Rating_ErrorInputs */

const en_track_review_rating_error = /** @type {(inputs: Track_Review_Rating_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please choose a rating from 1 to 5`)
};

const bn_track_review_rating_error = /** @type {(inputs: Track_Review_Rating_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`১ থেকে ৫ এর মধ্যে একটি রেটিং বেছে নিন`)
};

/**
* | output |
* | --- |
* | "Please choose a rating from 1 to 5" |
*
* @param {Track_Review_Rating_ErrorInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const track_review_rating_error = /** @type {((inputs?: Track_Review_Rating_ErrorInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Track_Review_Rating_ErrorInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_track_review_rating_error(inputs)
	return en_track_review_rating_error(inputs)
});