/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Track_Review_Not_In_OrderInputs */

const en_track_review_not_in_order = /** @type {(inputs: Track_Review_Not_In_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This product is not in this order.`)
};

const bn_track_review_not_in_order = /** @type {(inputs: Track_Review_Not_In_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`এই পণ্যটি এই অর্ডারে নেই।`)
};

/**
* | output |
* | --- |
* | "This product is not in this order." |
*
* @param {Track_Review_Not_In_OrderInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const track_review_not_in_order = /** @type {((inputs?: Track_Review_Not_In_OrderInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Track_Review_Not_In_OrderInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_track_review_not_in_order(inputs)
	return en_track_review_not_in_order(inputs)
});