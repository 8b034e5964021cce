/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ storeName: NonNullable<unknown> }} Track_Title_TagInputs */

const en_track_title_tag = /** @type {(inputs: Track_Title_TagInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Track Your Order | ${i?.storeName}`)
};

const bn_track_title_tag = /** @type {(inputs: Track_Title_TagInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`অর্ডার ট্র্যাক করুন | ${i?.storeName}`)
};

/**
* | output |
* | --- |
* | "Track Your Order \| {storeName}" |
*
* @param {Track_Title_TagInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const track_title_tag = /** @type {((inputs: Track_Title_TagInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Track_Title_TagInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_track_title_tag(inputs)
	return en_track_title_tag(inputs)
});