/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Review_3_CityInputs */

const en_review_3_city = /** @type {(inputs: Review_3_CityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sylhet`)
};

const bn_review_3_city = /** @type {(inputs: Review_3_CityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`সিলেট`)
};

/**
* | output |
* | --- |
* | "Sylhet" |
*
* @param {Review_3_CityInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const review_3_city = /** @type {((inputs?: Review_3_CityInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Review_3_CityInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_review_3_city(inputs)
	return en_review_3_city(inputs)
});