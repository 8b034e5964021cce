/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Track_Review_Photo_ErrorInputs */

const en_track_review_photo_error = /** @type {(inputs: Track_Review_Photo_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The photo could not be used. Please choose a JPEG, PNG, WebP or GIF image of at most 5 MB.`)
};

const bn_track_review_photo_error = /** @type {(inputs: Track_Review_Photo_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ছবিটি নেওয়া গেল না। সর্বোচ্চ ৫ এমবির একটি JPEG, PNG, WebP বা GIF ছবি বেছে নিন।`)
};

/**
* | output |
* | --- |
* | "The photo could not be used. Please choose a JPEG, PNG, WebP or GIF image of at most 5 MB." |
*
* @param {Track_Review_Photo_ErrorInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const track_review_photo_error = /** @type {((inputs?: Track_Review_Photo_ErrorInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Track_Review_Photo_ErrorInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_track_review_photo_error(inputs)
	return en_track_review_photo_error(inputs)
});