/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Track_CancelledInputs */

const en_track_cancelled = /** @type {(inputs: Track_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancelled: this order will not be delivered.`)
};

const bn_track_cancelled = /** @type {(inputs: Track_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`বাতিল: এই অর্ডারটি ডেলিভারি হবে না।`)
};

/**
* | output |
* | --- |
* | "Cancelled: this order will not be delivered." |
*
* @param {Track_CancelledInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const track_cancelled = /** @type {((inputs?: Track_CancelledInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Track_CancelledInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_track_cancelled(inputs)
	return en_track_cancelled(inputs)
});