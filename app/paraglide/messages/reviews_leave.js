/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviews_LeaveInputs */

const en_reviews_leave = /** @type {(inputs: Reviews_LeaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leave a Review`)
};

const bn_reviews_leave = /** @type {(inputs: Reviews_LeaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`রিভিউ দিন`)
};

/**
* | output |
* | --- |
* | "Leave a Review" |
*
* @param {Reviews_LeaveInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const reviews_leave = /** @type {((inputs?: Reviews_LeaveInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reviews_LeaveInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_reviews_leave(inputs)
	return en_reviews_leave(inputs)
});