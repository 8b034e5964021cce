/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Review_6_TextInputs */

const en_review_6_text = /** @type {(inputs: Review_6_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ordered groceries for Ramadan and everything was fresh. Very reliable service.`)
};

const bn_review_6_text = /** @type {(inputs: Review_6_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`রমজানের বাজার অর্ডার করেছিলাম, সবকিছু টাটকা ছিল। খুবই ভরসার সেবা।`)
};

/**
* | output |
* | --- |
* | "Ordered groceries for Ramadan and everything was fresh. Very reliable service." |
*
* @param {Review_6_TextInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const review_6_text = /** @type {((inputs?: Review_6_TextInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Review_6_TextInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_review_6_text(inputs)
	return en_review_6_text(inputs)
});