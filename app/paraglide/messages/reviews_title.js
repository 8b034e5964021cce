/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviews_TitleInputs */

const en_reviews_title = /** @type {(inputs: Reviews_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Customer Reviews`)
};

const bn_reviews_title = /** @type {(inputs: Reviews_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ক্রেতাদের মতামত`)
};

/**
* | output |
* | --- |
* | "Customer Reviews" |
*
* @param {Reviews_TitleInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const reviews_title = /** @type {((inputs?: Reviews_TitleInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reviews_TitleInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_reviews_title(inputs)
	return en_reviews_title(inputs)
});