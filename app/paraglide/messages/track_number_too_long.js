/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Track_Number_Too_LongInputs */

const en_track_number_too_long = /** @type {(inputs: Track_Number_Too_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Order number is too long`)
};

const bn_track_number_too_long = /** @type {(inputs: Track_Number_Too_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`অর্ডার নম্বরটি অনেক লম্বা`)
};

/**
* | output |
* | --- |
* | "Order number is too long" |
*
* @param {Track_Number_Too_LongInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const track_number_too_long = /** @type {((inputs?: Track_Number_Too_LongInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Track_Number_Too_LongInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_track_number_too_long(inputs)
	return en_track_number_too_long(inputs)
});