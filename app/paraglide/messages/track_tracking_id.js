/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Track_Tracking_IdInputs */

const en_track_tracking_id = /** @type {(inputs: Track_Tracking_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tracking ID:`)
};

const bn_track_tracking_id = /** @type {(inputs: Track_Tracking_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ট্র্যাকিং আইডি:`)
};

/**
* | output |
* | --- |
* | "Tracking ID:" |
*
* @param {Track_Tracking_IdInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const track_tracking_id = /** @type {((inputs?: Track_Tracking_IdInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Track_Tracking_IdInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_track_tracking_id(inputs)
	return en_track_tracking_id(inputs)
});