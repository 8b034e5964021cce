/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Product_Add_To_CartInputs */

const en_product_add_to_cart = /** @type {(inputs: Product_Add_To_CartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add to Cart`)
};

const bn_product_add_to_cart = /** @type {(inputs: Product_Add_To_CartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`কার্টে যোগ করুন`)
};

/**
* | output |
* | --- |
* | "Add to Cart" |
*
* @param {Product_Add_To_CartInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const product_add_to_cart = /** @type {((inputs?: Product_Add_To_CartInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Product_Add_To_CartInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_product_add_to_cart(inputs)
	return en_product_add_to_cart(inputs)
});