/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Notice_Out_Of_StockInputs */

const en_notice_out_of_stock = /** @type {(inputs: Notice_Out_Of_StockInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} is now out of stock. Remove it to place your order.`)
};

const bn_notice_out_of_stock = /** @type {(inputs: Notice_Out_Of_StockInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} এখন স্টকে নেই। অর্ডার দিতে পণ্যটি কার্ট থেকে সরান।`)
};

/**
* | output |
* | --- |
* | "{name} is now out of stock. Remove it to place your order." |
*
* @param {Notice_Out_Of_StockInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const notice_out_of_stock = /** @type {((inputs: Notice_Out_Of_StockInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_Out_Of_StockInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_notice_out_of_stock(inputs)
	return en_notice_out_of_stock(inputs)
});