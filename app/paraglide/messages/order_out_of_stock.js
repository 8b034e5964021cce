/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Order_Out_Of_StockInputs */

const en_order_out_of_stock = /** @type {(inputs: Order_Out_Of_StockInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} is out of stock`)
};

const bn_order_out_of_stock = /** @type {(inputs: Order_Out_Of_StockInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} স্টকে নেই`)
};

/**
* | output |
* | --- |
* | "{name} is out of stock" |
*
* @param {Order_Out_Of_StockInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const order_out_of_stock = /** @type {((inputs: Order_Out_Of_StockInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Out_Of_StockInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_order_out_of_stock(inputs)
	return en_order_out_of_stock(inputs)
});