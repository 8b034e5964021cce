/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Review_2_CityInputs */

const en_review_2_city = /** @type {(inputs: Review_2_CityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chattogram`)
};

const bn_review_2_city = /** @type {(inputs: Review_2_CityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`চট্টগ্রাম`)
};

/**
* | output |
* | --- |
* | "Chattogram" |
*
* @param {Review_2_CityInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const review_2_city = /** @type {((inputs?: Review_2_CityInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Review_2_CityInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_review_2_city(inputs)
	return en_review_2_city(inputs)
});