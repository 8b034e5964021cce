/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Track_Review_Text_ErrorInputs */

const en_track_review_text_error = /** @type {(inputs: Track_Review_Text_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please write your review (at most 2000 characters)`)
};

const bn_track_review_text_error = /** @type {(inputs: Track_Review_Text_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`আপনার রিভিউ লিখুন (সর্বোচ্চ ২০০০ অক্ষর)`)
};

/**
* | output |
* | --- |
* | "Please write your review (at most 2000 characters)" |
*
* @param {Track_Review_Text_ErrorInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const track_review_text_error = /** @type {((inputs?: Track_Review_Text_ErrorInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Track_Review_Text_ErrorInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_track_review_text_error(inputs)
	return en_track_review_text_error(inputs)
});