/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Product_Out_Of_StockInputs */

const en_product_out_of_stock = /** @type {(inputs: Product_Out_Of_StockInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Out of stock`)
};

const bn_product_out_of_stock = /** @type {(inputs: Product_Out_Of_StockInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`স্টকে নেই`)
};

/**
* | output |
* | --- |
* | "Out of stock" |
*
* @param {Product_Out_Of_StockInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const product_out_of_stock = /** @type {((inputs?: Product_Out_Of_StockInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Product_Out_Of_StockInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_product_out_of_stock(inputs)
	return en_product_out_of_stock(inputs)
});