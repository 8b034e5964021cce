/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Track_Review_TextInputs */

const en_track_review_text = /** @type {(inputs: Track_Review_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your review`)
};

const bn_track_review_text = /** @type {(inputs: Track_Review_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`আপনার রিভিউ`)
};

/**
* | output |
* | --- |
* | "Your review" |
*
* @param {Track_Review_TextInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const track_review_text = /** @type {((inputs?: Track_Review_TextInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Track_Review_TextInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_track_review_text(inputs)
	return en_track_review_text(inputs)
});