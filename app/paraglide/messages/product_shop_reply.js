/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Product_Shop_ReplyInputs */

const en_product_shop_reply = /** @type {(inputs: Product_Shop_ReplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reply from the shop`)
};

const bn_product_shop_reply = /** @type {(inputs: Product_Shop_ReplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`দোকানের উত্তর`)
};

/**
* | output |
* | --- |
* | "Reply from the shop" |
*
* @param {Product_Shop_ReplyInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const product_shop_reply = /** @type {((inputs?: Product_Shop_ReplyInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Product_Shop_ReplyInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_product_shop_reply(inputs)
	return en_product_shop_reply(inputs)
});