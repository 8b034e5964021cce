/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Track_Courier_SectionInputs */

const en_track_courier_section = /** @type {(inputs: Track_Courier_SectionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Courier`)
};

const bn_track_courier_section = /** @type {(inputs: Track_Courier_SectionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`কুরিয়ার`)
};

/**
* | output |
* | --- |
* | "Courier" |
*
* @param {Track_Courier_SectionInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const track_courier_section = /** @type {((inputs?: Track_Courier_SectionInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Track_Courier_SectionInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_track_courier_section(inputs)
	return en_track_courier_section(inputs)
});