/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Review_4_TextInputs */

const en_review_4_text = /** @type {(inputs: Review_4_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`My earbuds arrived well packed and work perfectly. Customer service answered all my questions quickly.`)
};

const bn_review_4_text = /** @type {(inputs: Review_4_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ইয়ারবাডগুলো সুন্দর প্যাকিংয়ে এসেছে, একদম ঠিকঠাক চলছে। কাস্টমার সার্ভিস সব প্রশ্নের উত্তর তাড়াতাড়ি দিয়েছে।`)
};

/**
* | output |
* | --- |
* | "My earbuds arrived well packed and work perfectly. Customer service answered all my questions quickly." |
*
* @param {Review_4_TextInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const review_4_text = /** @type {((inputs?: Review_4_TextInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Review_4_TextInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_review_4_text(inputs)
	return en_review_4_text(inputs)
});