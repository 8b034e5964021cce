/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Track_CourierInputs */

const en_track_courier = /** @type {(inputs: Track_CourierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Courier:`)
};

const bn_track_courier = /** @type {(inputs: Track_CourierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`কুরিয়ার:`)
};

/**
* | output |
* | --- |
* | "Courier:" |
*
* @param {Track_CourierInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const track_courier = /** @type {((inputs?: Track_CourierInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Track_CourierInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_track_courier(inputs)
	return en_track_courier(inputs)
});