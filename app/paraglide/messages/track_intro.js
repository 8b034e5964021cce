/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Track_IntroInputs */

const en_track_intro = /** @type {(inputs: Track_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter the order number from your confirmation to see where your order is.`)
};

const bn_track_intro = /** @type {(inputs: Track_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`কনফার্মেশনে পাওয়া অর্ডার নম্বরটি দিন, দেখুন আপনার অর্ডার এখন কোথায়।`)
};

/**
* | output |
* | --- |
* | "Enter the order number from your confirmation to see where your order is." |
*
* @param {Track_IntroInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const track_intro = /** @type {((inputs?: Track_IntroInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Track_IntroInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_track_intro(inputs)
	return en_track_intro(inputs)
});