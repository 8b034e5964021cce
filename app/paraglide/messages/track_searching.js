/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Track_SearchingInputs */

const en_track_searching = /** @type {(inputs: Track_SearchingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tracking...`)
};

const bn_track_searching = /** @type {(inputs: Track_SearchingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`খোঁজা হচ্ছে...`)
};

/**
* | output |
* | --- |
* | "Tracking..." |
*
* @param {Track_SearchingInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const track_searching = /** @type {((inputs?: Track_SearchingInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Track_SearchingInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_track_searching(inputs)
	return en_track_searching(inputs)
});