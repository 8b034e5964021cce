/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Product_Review_Photo_AltInputs */

const en_product_review_photo_alt = /** @type {(inputs: Product_Review_Photo_AltInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Photo from ${i?.name}'s review`)
};

const bn_product_review_photo_alt = /** @type {(inputs: Product_Review_Photo_AltInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}-এর রিভিউয়ের ছবি`)
};

/**
* | output |
* | --- |
* | "Photo from {name}'s review" |
*
* @param {Product_Review_Photo_AltInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const product_review_photo_alt = /** @type {((inputs: Product_Review_Photo_AltInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Product_Review_Photo_AltInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_product_review_photo_alt(inputs)
	return en_product_review_photo_alt(inputs)
});