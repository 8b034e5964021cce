/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Product_Back_To_ShopInputs */

const en_product_back_to_shop = /** @type {(inputs: Product_Back_To_ShopInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back to Shop`)
};

const bn_product_back_to_shop = /** @type {(inputs: Product_Back_To_ShopInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`শপে ফিরে যান`)
};

/**
* | output |
* | --- |
* | "Back to Shop" |
*
* @param {Product_Back_To_ShopInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const product_back_to_shop = /** @type {((inputs?: Product_Back_To_ShopInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Product_Back_To_ShopInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_product_back_to_shop(inputs)
	return en_product_back_to_shop(inputs)
});