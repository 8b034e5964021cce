/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ date: NonNullable<unknown> }} Track_Placed_OnInputs */

const en_track_placed_on = /** @type {(inputs: Track_Placed_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Placed on ${i?.date}`)
};

const bn_track_placed_on = /** @type {(inputs: Track_Placed_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`অর্ডারের তারিখ: ${i?.date}`)
};

/**
* | output |
* | --- |
* | "Placed on {date}" |
*
* @param {Track_Placed_OnInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const track_placed_on = /** @type {((inputs: Track_Placed_OnInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Track_Placed_OnInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_track_placed_on(inputs)
	return en_track_placed_on(inputs)
});