/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Track_Review_Not_DeliveredInputs */

const en_track_review_not_delivered = /** @type {(inputs: Track_Review_Not_DeliveredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You can review an order once it is delivered.`)
};

const bn_track_review_not_delivered = /** @type {(inputs: Track_Review_Not_DeliveredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`অর্ডার ডেলিভারি হওয়ার পরই রিভিউ দেওয়া যায়।`)
};

/**
* | output |
* | --- |
* | "You can review an order once it is delivered." |
*
* @param {Track_Review_Not_DeliveredInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const track_review_not_delivered = /** @type {((inputs?: Track_Review_Not_DeliveredInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Track_Review_Not_DeliveredInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_track_review_not_delivered(inputs)
	return en_track_review_not_delivered(inputs)
});