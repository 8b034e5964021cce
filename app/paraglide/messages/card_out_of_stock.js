/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Card_Out_Of_StockInputs */

const en_card_out_of_stock = /** @type {(inputs: Card_Out_Of_StockInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Out of Stock`)
};

const bn_card_out_of_stock = /** @type {(inputs: Card_Out_Of_StockInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`স্টকে নেই`)
};

/**
* | output |
* | --- |
* | "Out of Stock" |
*
* @param {Card_Out_Of_StockInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const card_out_of_stock = /** @type {((inputs?: Card_Out_Of_StockInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Card_Out_Of_StockInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_card_out_of_stock(inputs)
	return en_card_out_of_stock(inputs)
});