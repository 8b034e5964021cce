/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Review_2_TextInputs */

const en_review_2_text = /** @type {(inputs: Review_2_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Good quality panjabi at a fair price. Delivery took a little longer outside Dhaka, but they kept me informed.`)
};

const bn_review_2_text = /** @type {(inputs: Review_2_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ন্যায্য দামে ভালো মানের পাঞ্জাবি। ঢাকার বাইরে বলে ডেলিভারিতে একটু বেশি সময় লেগেছে, তবে সবসময় খবর দিয়েছে।`)
};

/**
* | output |
* | --- |
* | "Good quality panjabi at a fair price. Delivery took a little longer outside Dhaka, but they kept me informed." |
*
* @param {Review_2_TextInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const review_2_text = /** @type {((inputs?: Review_2_TextInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Review_2_TextInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_review_2_text(inputs)
	return en_review_2_text(inputs)
});