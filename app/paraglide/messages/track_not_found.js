/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Track_Not_FoundInputs */

const en_track_not_found = /** @type {(inputs: Track_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Order not found`)
};

const bn_track_not_found = /** @type {(inputs: Track_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`অর্ডার পাওয়া যায়নি`)
};

/**
* | output |
* | --- |
* | "Order not found" |
*
* @param {Track_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const track_not_found = /** @type {((inputs?: Track_Not_FoundInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Track_Not_FoundInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_track_not_found(inputs)
	return en_track_not_found(inputs)
});