/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Track_ItemsInputs */

const en_track_items = /** @type {(inputs: Track_ItemsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Items`)
};

const bn_track_items = /** @type {(inputs: Track_ItemsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`পণ্য`)
};

/**
* | output |
* | --- |
* | "Items" |
*
* @param {Track_ItemsInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const track_items = /** @type {((inputs?: Track_ItemsInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Track_ItemsInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_track_items(inputs)
	return en_track_items(inputs)
});