/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Track_Check_NumberInputs */

const en_track_check_number = /** @type {(inputs: Track_Check_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Check the number on your confirmation and try again.`)
};

const bn_track_check_number = /** @type {(inputs: Track_Check_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`কনফার্মেশনের নম্বরটি মিলিয়ে আবার চেষ্টা করুন।`)
};

/**
* | output |
* | --- |
* | "Check the number on your confirmation and try again." |
*
* @param {Track_Check_NumberInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const track_check_number = /** @type {((inputs?: Track_Check_NumberInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Track_Check_NumberInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_track_check_number(inputs)
	return en_track_check_number(inputs)
});