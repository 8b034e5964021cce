/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Review_3_NameInputs */

const en_review_3_name = /** @type {(inputs: Review_3_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Farhana Akter`)
};

const bn_review_3_name = /** @type {(inputs: Review_3_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ফারহানা আক্তার`)
};

/**
* | output |
* | --- |
* | "Farhana Akter" |
*
* @param {Review_3_NameInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const review_3_name = /** @type {((inputs?: Review_3_NameInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Review_3_NameInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_review_3_name(inputs)
	return en_review_3_name(inputs)
});