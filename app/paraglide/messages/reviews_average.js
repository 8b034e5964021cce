/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ average: NonNullable<unknown>, count: NonNullable<unknown> }} Reviews_AverageInputs */

const en_reviews_average = /** @type {(inputs: Reviews_AverageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Average rating ${i?.average} out of 5, based on ${i?.count} reviews`)
};

const bn_reviews_average = /** @type {(inputs: Reviews_AverageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count}টি রিভিউ অনুযায়ী গড় রেটিং ৫-এর মধ্যে ${i?.average}`)
};

/**
* | output |
* | --- |
* | "Average rating {average} out of 5, based on {count} reviews" |
*
* @param {Reviews_AverageInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const reviews_average = /** @type {((inputs: Reviews_AverageInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reviews_AverageInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_reviews_average(inputs)
	return en_reviews_average(inputs)
});