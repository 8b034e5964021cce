/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Review_5_NameInputs */

const en_review_5_name = /** @type {(inputs: Review_5_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sumaiya Islam`)
};

const bn_review_5_name = /** @type {(inputs: Review_5_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`সুমাইয়া ইসলাম`)
};

/**
* | output |
* | --- |
* | "Sumaiya Islam" |
*
* @param {Review_5_NameInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const review_5_name = /** @type {((inputs?: Review_5_NameInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Review_5_NameInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_review_5_name(inputs)
	return en_review_5_name(inputs)
});