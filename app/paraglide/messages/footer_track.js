/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Footer_TrackInputs */

const en_footer_track = /** @type {(inputs: Footer_TrackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Track Order`)
};

const bn_footer_track = /** @type {(inputs: Footer_TrackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`অর্ডার ট্র্যাক করুন`)
};

/**
* | output |
* | --- |
* | "Track Order" |
*
* @param {Footer_TrackInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const footer_track = /** @type {((inputs?: Footer_TrackInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Footer_TrackInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_footer_track(inputs)
	return en_footer_track(inputs)
});