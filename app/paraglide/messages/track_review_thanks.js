/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Track_Review_ThanksInputs */

const en_track_review_thanks = /** @type {(inputs: Track_Review_ThanksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Thank you! Your review will appear once the shop has approved it.`)
};

const bn_track_review_thanks = /** @type {(inputs: Track_Review_ThanksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ধন্যবাদ! দোকান অনুমোদন করলেই আপনার রিভিউ দেখা যাবে।`)
};

/**
* | output |
* | --- |
* | "Thank you! Your review will appear once the shop has approved it." |
*
* @param {Track_Review_ThanksInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const track_review_thanks = /** @type {((inputs?: Track_Review_ThanksInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Track_Review_ThanksInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_track_review_thanks(inputs)
	return en_track_review_thanks(inputs)
});