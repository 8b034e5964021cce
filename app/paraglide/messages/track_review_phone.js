/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Track_Review_PhoneInputs */

const en_track_review_phone = /** @type {(inputs: Track_Review_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Phone number used for the order`)
};

const bn_track_review_phone = /** @type {(inputs: Track_Review_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`অর্ডারে দেওয়া ফোন নম্বর`)
};

/**
* | output |
* | --- |
* | "Phone number used for the order" |
*
* @param {Track_Review_PhoneInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const track_review_phone = /** @type {((inputs?: Track_Review_PhoneInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Track_Review_PhoneInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_track_review_phone(inputs)
	return en_track_review_phone(inputs)
});