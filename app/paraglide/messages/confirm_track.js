/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Confirm_TrackInputs */

const en_confirm_track = /** @type {(inputs: Confirm_TrackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Track your order`)
};

const bn_confirm_track = /** @type {(inputs: Confirm_TrackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`অর্ডার ট্র্যাক করুন`)
};

/**
* | output |
* | --- |
* | "Track your order" |
*
* @param {Confirm_TrackInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const confirm_track = /** @type {((inputs?: Confirm_TrackInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Confirm_TrackInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_confirm_track(inputs)
	return en_confirm_track(inputs)
});