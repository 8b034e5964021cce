/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Track_Tracking_OpensInputs */

const en_track_tracking_opens = /** @type {(inputs: Track_Tracking_OpensInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` (opens the courier's tracking page)`)
};

const bn_track_tracking_opens = /** @type {(inputs: Track_Tracking_OpensInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` (কুরিয়ারের ট্র্যাকিং পেজ খুলবে)`)
};

/**
* | output |
* | --- |
* | "(opens the courier's tracking page)" |
*
* @param {Track_Tracking_OpensInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const track_tracking_opens = /** @type {((inputs?: Track_Tracking_OpensInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Track_Tracking_OpensInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_track_tracking_opens(inputs)
	return en_track_tracking_opens(inputs)
});