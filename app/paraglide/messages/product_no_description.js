/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Product_No_DescriptionInputs */

const en_product_no_description = /** @type {(inputs: Product_No_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No description available`)
};

const bn_product_no_description = /** @type {(inputs: Product_No_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`এই পণ্যের কোনো বিবরণ নেই`)
};

/**
* | output |
* | --- |
* | "No description available" |
*
* @param {Product_No_DescriptionInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const product_no_description = /** @type {((inputs?: Product_No_DescriptionInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Product_No_DescriptionInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_product_no_description(inputs)
	return en_product_no_description(inputs)
});