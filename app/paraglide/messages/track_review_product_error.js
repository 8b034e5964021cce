/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Track_Review_Product_ErrorInputs */

const en_track_review_product_error = /** @type {(inputs: Track_Review_Product_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please choose a product`)
};

const bn_track_review_product_error = /** @type {(inputs: Track_Review_Product_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`একটি পণ্য বেছে নিন`)
};

/**
* | output |
* | --- |
* | "Please choose a product" |
*
* @param {Track_Review_Product_ErrorInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const track_review_product_error = /** @type {((inputs?: Track_Review_Product_ErrorInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Track_Review_Product_ErrorInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_track_review_product_error(inputs)
	return en_track_review_product_error(inputs)
});