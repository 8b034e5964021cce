/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Review_1_TextInputs */

const en_review_1_text = /** @type {(inputs: Review_1_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The Jamdani saree was even more beautiful in person. Delivered in two days and the delivery man was very polite.`)
};

const bn_review_1_text = /** @type {(inputs: Review_1_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`জামদানি শাড়িটা হাতে পেয়ে ছবির চেয়েও সুন্দর লাগল। দুই দিনেই পৌঁছে গেছে, ডেলিভারিম্যানও খুব ভদ্র ছিলেন।`)
};

/**
* | output |
* | --- |
* | "The Jamdani saree was even more beautiful in person. Delivered in two days and the delivery man was very polite." |
*
* @param {Review_1_TextInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const review_1_text = /** @type {((inputs?: Review_1_TextInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Review_1_TextInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_review_1_text(inputs)
	return en_review_1_text(inputs)
});