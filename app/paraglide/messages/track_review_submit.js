/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Track_Review_SubmitInputs */

const en_track_review_submit = /** @type {(inputs: Track_Review_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Submit review`)
};

const bn_track_review_submit = /** @type {(inputs: Track_Review_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`রিভিউ পাঠান`)
};

/**
* | output |
* | --- |
* | "Submit review" |
*
* @param {Track_Review_SubmitInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const track_review_submit = /** @type {((inputs?: Track_Review_SubmitInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Track_Review_SubmitInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_track_review_submit(inputs)
	return en_track_review_submit(inputs)
});