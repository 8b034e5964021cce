/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Track_Review_PhotoInputs */

const en_track_review_photo = /** @type {(inputs: Track_Review_PhotoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Photo (optional)`)
};

const bn_track_review_photo = /** @type {(inputs: Track_Review_PhotoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ছবি (ঐচ্ছিক)`)
};

/**
* | output |
* | --- |
* | "Photo (optional)" |
*
* @param {Track_Review_PhotoInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const track_review_photo = /** @type {((inputs?: Track_Review_PhotoInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Track_Review_PhotoInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_track_review_photo(inputs)
	return en_track_review_photo(inputs)
});