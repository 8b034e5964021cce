/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Track_ButtonInputs */

const en_track_button = /** @type {(inputs: Track_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Track Order`)
};

const bn_track_button = /** @type {(inputs: Track_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`অর্ডার ট্র্যাক করুন`)
};

/**
* | output |
* | --- |
* | "Track Order" |
*
* @param {Track_ButtonInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const track_button = /** @type {((inputs?: Track_ButtonInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Track_ButtonInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_track_button(inputs)
	return en_track_button(inputs)
});