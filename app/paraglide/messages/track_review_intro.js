/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Track_Review_IntroInputs */

const en_track_review_intro = /** @type {(inputs: Track_Review_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your order was delivered. Tell other shoppers what you think of it. Enter the phone number you ordered with; your review appears once the shop has checked it.`)
};

const bn_track_review_intro = /** @type {(inputs: Track_Review_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`আপনার অর্ডার ডেলিভারি হয়েছে। অন্য ক্রেতাদের জানান পণ্যটি কেমন লাগল। যে ফোন নম্বরে অর্ডার করেছিলেন সেটি দিন; দোকান যাচাই করার পর আপনার রিভিউ দেখা যাবে।`)
};

/**
* | output |
* | --- |
* | "Your order was delivered. Tell other shoppers what you think of it. Enter the phone number you ordered with; your review appears once the shop has checked it." |
*
* @param {Track_Review_IntroInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const track_review_intro = /** @type {((inputs?: Track_Review_IntroInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Track_Review_IntroInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_track_review_intro(inputs)
	return en_track_review_intro(inputs)
});