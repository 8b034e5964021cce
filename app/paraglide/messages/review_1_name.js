/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Review_1_NameInputs */

const en_review_1_name = /** @type {(inputs: Review_1_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nusrat Jahan`)
};

const bn_review_1_name = /** @type {(inputs: Review_1_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`নুসরাত জাহান`)
};

/**
* | output |
* | --- |
* | "Nusrat Jahan" |
*
* @param {Review_1_NameInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const review_1_name = /** @type {((inputs?: Review_1_NameInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Review_1_NameInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_review_1_name(inputs)
	return en_review_1_name(inputs)
});