/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Review_1_CityInputs */

const en_review_1_city = /** @type {(inputs: Review_1_CityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dhaka`)
};

const bn_review_1_city = /** @type {(inputs: Review_1_CityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ঢাকা`)
};

/**
* | output |
* | --- |
* | "Dhaka" |
*
* @param {Review_1_CityInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const review_1_city = /** @type {((inputs?: Review_1_CityInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Review_1_CityInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_review_1_city(inputs)
	return en_review_1_city(inputs)
});