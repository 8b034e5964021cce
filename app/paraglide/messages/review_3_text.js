/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Review_3_TextInputs */

const en_review_3_text = /** @type {(inputs: Review_3_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cash on delivery makes shopping so easy. I checked everything before paying. Will order again!`)
};

const bn_review_3_text = /** @type {(inputs: Review_3_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ক্যাশ অন ডেলিভারিতে কেনাকাটা খুব সহজ। টাকা দেওয়ার আগে সব দেখে নিয়েছি। আবার অর্ডার করব!`)
};

/**
* | output |
* | --- |
* | "Cash on delivery makes shopping so easy. I checked everything before paying. Will order again!" |
*
* @param {Review_3_TextInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const review_3_text = /** @type {((inputs?: Review_3_TextInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Review_3_TextInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_review_3_text(inputs)
	return en_review_3_text(inputs)
});