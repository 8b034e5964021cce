/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Review_4_NameInputs */

const en_review_4_name = /** @type {(inputs: Review_4_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rakibul Hasan`)
};

const bn_review_4_name = /** @type {(inputs: Review_4_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`রাকিবুল হাসান`)
};

/**
* | output |
* | --- |
* | "Rakibul Hasan" |
*
* @param {Review_4_NameInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const review_4_name = /** @type {((inputs?: Review_4_NameInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Review_4_NameInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_review_4_name(inputs)
	return en_review_4_name(inputs)
});