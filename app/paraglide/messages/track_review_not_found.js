/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Track_Review_Not_FoundInputs */

const en_track_review_not_found = /** @type {(inputs: Track_Review_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That phone number does not match this order.`)
};

const bn_track_review_not_found = /** @type {(inputs: Track_Review_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`এই ফোন নম্বর এই অর্ডারের সাথে মেলেনি।`)
};

/**
* | output |
* | --- |
* | "That phone number does not match this order." |
*
* @param {Track_Review_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const track_review_not_found = /** @type {((inputs?: Track_Review_Not_FoundInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Track_Review_Not_FoundInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_track_review_not_found(inputs)
	return en_track_review_not_found(inputs)
});