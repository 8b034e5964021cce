/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Track_Review_Phone_ErrorInputs */

const en_track_review_phone_error = /** @type {(inputs: Track_Review_Phone_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter the phone number you ordered with (e.g., 01XXXXXXXXX)`)
};

const bn_track_review_phone_error = /** @type {(inputs: Track_Review_Phone_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`যে ফোন নম্বরে অর্ডার করেছিলেন সেটি দিন (যেমন ০১XXXXXXXXX)`)
};

/**
* | output |
* | --- |
* | "Please enter the phone number you ordered with (e.g., 01XXXXXXXXX)" |
*
* @param {Track_Review_Phone_ErrorInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const track_review_phone_error = /** @type {((inputs?: Track_Review_Phone_ErrorInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Track_Review_Phone_ErrorInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_track_review_phone_error(inputs)
	return en_track_review_phone_error(inputs)
});