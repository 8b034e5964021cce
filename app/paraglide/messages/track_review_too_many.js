/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Track_Review_Too_ManyInputs */

const en_track_review_too_many = /** @type {(inputs: Track_Review_Too_ManyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Too many attempts. Please try again in a few minutes.`)
};

const bn_track_review_too_many = /** @type {(inputs: Track_Review_Too_ManyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`অনেকবার চেষ্টা করা হয়েছে। কয়েক মিনিট পরে আবার চেষ্টা করুন।`)
};

/**
* | output |
* | --- |
* | "Too many attempts. Please try again in a few minutes." |
*
* @param {Track_Review_Too_ManyInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const track_review_too_many = /** @type {((inputs?: Track_Review_Too_ManyInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Track_Review_Too_ManyInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_track_review_too_many(inputs)
	return en_track_review_too_many(inputs)
});