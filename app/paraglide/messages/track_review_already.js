/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Track_Review_AlreadyInputs */

const en_track_review_already = /** @type {(inputs: Track_Review_AlreadyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You have already reviewed this product for this order.`)
};

const bn_track_review_already = /** @type {(inputs: Track_Review_AlreadyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`এই অর্ডারের এই পণ্যের রিভিউ আপনি আগেই দিয়েছেন।`)
};

/**
* | output |
* | --- |
* | "You have already reviewed this product for this order." |
*
* @param {Track_Review_AlreadyInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const track_review_already = /** @type {((inputs?: Track_Review_AlreadyInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Track_Review_AlreadyInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_track_review_already(inputs)
	return en_track_review_already(inputs)
});