/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Track_ProgressInputs */

const en_track_progress = /** @type {(inputs: Track_ProgressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Order progress`)
};

const bn_track_progress = /** @type {(inputs: Track_ProgressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`অর্ডারের অগ্রগতি`)
};

/**
* | output |
* | --- |
* | "Order progress" |
*
* @param {Track_ProgressInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const track_progress = /** @type {((inputs?: Track_ProgressInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Track_ProgressInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_track_progress(inputs)
	return en_track_progress(inputs)
});