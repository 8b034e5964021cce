/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Track_Step_Not_YetInputs */

const en_track_step_not_yet = /** @type {(inputs: Track_Step_Not_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` (not yet)`)
};

const bn_track_step_not_yet = /** @type {(inputs: Track_Step_Not_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` (এখনো হয়নি)`)
};

/**
* | output |
* | --- |
* | "(not yet)" |
*
* @param {Track_Step_Not_YetInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const track_step_not_yet = /** @type {((inputs?: Track_Step_Not_YetInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Track_Step_Not_YetInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_track_step_not_yet(inputs)
	return en_track_step_not_yet(inputs)
});