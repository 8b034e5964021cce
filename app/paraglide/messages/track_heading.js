/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Track_HeadingInputs */

const en_track_heading = /** @type {(inputs: Track_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Track Your Order`)
};

const bn_track_heading = /** @type {(inputs: Track_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`আপনার অর্ডার ট্র্যাক করুন`)
};

/**
* | output |
* | --- |
* | "Track Your Order" |
*
* @param {Track_HeadingInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const track_heading = /** @type {((inputs?: Track_HeadingInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Track_HeadingInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_track_heading(inputs)
	return en_track_heading(inputs)
});