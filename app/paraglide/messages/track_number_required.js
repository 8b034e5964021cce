/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Track_Number_RequiredInputs */

const en_track_number_required = /** @type {(inputs: Track_Number_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Order number is required`)
};

const bn_track_number_required = /** @type {(inputs: Track_Number_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`অর্ডার নম্বর দিন`)
};

/**
* | output |
* | --- |
* | "Order number is required" |
*
* @param {Track_Number_RequiredInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const track_number_required = /** @type {((inputs?: Track_Number_RequiredInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Track_Number_RequiredInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_track_number_required(inputs)
	return en_track_number_required(inputs)
});