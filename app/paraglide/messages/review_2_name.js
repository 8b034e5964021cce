/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Review_2_NameInputs */

const en_review_2_name = /** @type {(inputs: Review_2_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tanvir Ahmed`)
};

const bn_review_2_name = /** @type {(inputs: Review_2_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`তানভীর আহমেদ`)
};

/**
* | output |
* | --- |
* | "Tanvir Ahmed" |
*
* @param {Review_2_NameInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const review_2_name = /** @type {((inputs?: Review_2_NameInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Review_2_NameInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_review_2_name(inputs)
	return en_review_2_name(inputs)
});