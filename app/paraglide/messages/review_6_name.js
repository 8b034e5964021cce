/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Review_6_NameInputs */

const en_review_6_name = /** @type {(inputs: Review_6_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mahmudul Karim`)
};

const bn_review_6_name = /** @type {(inputs: Review_6_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`মাহমুদুল করিম`)
};

/**
* | output |
* | --- |
* | "Mahmudul Karim" |
*
* @param {Review_6_NameInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const review_6_name = /** @type {((inputs?: Review_6_NameInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Review_6_NameInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_review_6_name(inputs)
	return en_review_6_name(inputs)
});