/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Review_4_CityInputs */

const en_review_4_city = /** @type {(inputs: Review_4_CityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rajshahi`)
};

const bn_review_4_city = /** @type {(inputs: Review_4_CityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`রাজশাহী`)
};

/**
* | output |
* | --- |
* | "Rajshahi" |
*
* @param {Review_4_CityInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const review_4_city = /** @type {((inputs?: Review_4_CityInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Review_4_CityInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_review_4_city(inputs)
	return en_review_4_city(inputs)
});