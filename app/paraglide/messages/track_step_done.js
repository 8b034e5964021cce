/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Track_Step_DoneInputs */

const en_track_step_done = /** @type {(inputs: Track_Step_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` (done)`)
};

const bn_track_step_done = /** @type {(inputs: Track_Step_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` (সম্পন্ন)`)
};

/**
* | output |
* | --- |
* | "(done)" |
*
* @param {Track_Step_DoneInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const track_step_done = /** @type {((inputs?: Track_Step_DoneInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Track_Step_DoneInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_track_step_done(inputs)
	return en_track_step_done(inputs)
});