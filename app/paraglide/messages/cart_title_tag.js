/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ storeName: NonNullable<unknown> }} Cart_Title_TagInputs */

const en_cart_title_tag = /** @type {(inputs: Cart_Title_TagInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Shopping Cart | ${i?.storeName}`)
};

const bn_cart_title_tag = /** @type {(inputs: Cart_Title_TagInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`শপিং কার্ট | ${i?.storeName}`)
};

/**
* | output |
* | --- |
* | "Shopping Cart \| {storeName}" |
*
* @param {Cart_Title_TagInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const cart_title_tag = /** @type {((inputs: Cart_Title_TagInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Title_TagInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_cart_title_tag(inputs)
	return en_cart_title_tag(inputs)
});