/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Product_VerifiedInputs */

const en_product_verified = /** @type {(inputs: Product_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verified purchase`)
};

const bn_product_verified = /** @type {(inputs: Product_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`যাচাই করা ক্রেতা`)
};

/**
* | output |
* | --- |
* | "Verified purchase" |
*
* @param {Product_VerifiedInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const product_verified = /** @type {((inputs?: Product_VerifiedInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Product_VerifiedInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_product_verified(inputs)
	return en_product_verified(inputs)
});