/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ average: NonNullable<unknown>, count: NonNullable<unknown> }} Product_Rating_SummaryInputs */

const en_product_rating_summary = /** @type {(inputs: Product_Rating_SummaryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.average} out of 5 (${i?.count} reviews)`)
};

const bn_product_rating_summary = /** @type {(inputs: Product_Rating_SummaryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`৫-এর মধ্যে ${i?.average} (${i?.count}টি রিভিউ)`)
};

/**
* | output |
* | --- |
* | "{average} out of 5 ({count} reviews)" |
*
* @param {Product_Rating_SummaryInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const product_rating_summary = /** @type {((inputs: Product_Rating_SummaryInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Product_Rating_SummaryInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_product_rating_summary(inputs)
	return en_product_rating_summary(inputs)
});