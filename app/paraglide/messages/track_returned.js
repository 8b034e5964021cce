/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Track_ReturnedInputs */

const en_track_returned = /** @type {(inputs: Track_ReturnedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Returned: the courier brought this parcel back to us, so it was not delivered.`)
};

const bn_track_returned = /** @type {(inputs: Track_ReturnedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ফেরত এসেছে: কুরিয়ার পার্সেলটি আমাদের কাছে ফিরিয়ে দিয়েছে, তাই এটি ডেলিভারি হয়নি।`)
};

/**
* | output |
* | --- |
* | "Returned: the courier brought this parcel back to us, so it was not delivered." |
*
* @param {Track_ReturnedInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const track_returned = /** @type {((inputs?: Track_ReturnedInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Track_ReturnedInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_track_returned(inputs)
	return en_track_returned(inputs)
});