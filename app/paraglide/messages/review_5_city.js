/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Review_5_CityInputs */

const en_review_5_city = /** @type {(inputs: Review_5_CityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Khulna`)
};

const bn_review_5_city = /** @type {(inputs: Review_5_CityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`খুলনা`)
};

/**
* | output |
* | --- |
* | "Khulna" |
*
* @param {Review_5_CityInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const review_5_city = /** @type {((inputs?: Review_5_CityInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Review_5_CityInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_review_5_city(inputs)
	return en_review_5_city(inputs)
});