/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Card_Add_To_CartInputs */

const en_card_add_to_cart = /** @type {(inputs: Card_Add_To_CartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add to cart`)
};

const bn_card_add_to_cart = /** @type {(inputs: Card_Add_To_CartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`কার্টে যোগ করুন`)
};

/**
* | output |
* | --- |
* | "Add to cart" |
*
* @param {Card_Add_To_CartInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const card_add_to_cart = /** @type {((inputs?: Card_Add_To_CartInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Card_Add_To_CartInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_card_add_to_cart(inputs)
	return en_card_add_to_cart(inputs)
});