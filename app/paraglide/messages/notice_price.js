/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown>, from: NonNullable<unknown>, to: NonNullable<unknown> }} Notice_PriceInputs */

const en_notice_price = /** @type {(inputs: Notice_PriceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The price of ${i?.name} changed from ${i?.from} to ${i?.to}.`)
};

const bn_notice_price = /** @type {(inputs: Notice_PriceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}-এর দাম ${i?.from} থেকে বদলে ${i?.to} হয়েছে।`)
};

/**
* | output |
* | --- |
* | "The price of {name} changed from {from} to {to}." |
*
* @param {Notice_PriceInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const notice_price = /** @type {((inputs: Notice_PriceInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_PriceInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_notice_price(inputs)
	return en_notice_price(inputs)
});