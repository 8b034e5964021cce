/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Track_Review_HeadingInputs */

const en_track_review_heading = /** @type {(inputs: Track_Review_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Review your items`)
};

const bn_track_review_heading = /** @type {(inputs: Track_Review_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`আপনার পণ্যের রিভিউ দিন`)
};

/**
* | output |
* | --- |
* | "Review your items" |
*
* @param {Track_Review_HeadingInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const track_review_heading = /** @type {((inputs?: Track_Review_HeadingInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Track_Review_HeadingInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_track_review_heading(inputs)
	return en_track_review_heading(inputs)
});