/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, name: NonNullable<unknown> }} Notice_ShortInputs */

const en_notice_short = /** @type {(inputs: Notice_ShortInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Only ${i?.count} left of ${i?.name}. Lower the quantity to place your order.`)
};

const bn_notice_short = /** @type {(inputs: Notice_ShortInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} আর মাত্র ${i?.count}টি আছে। অর্ডার দিতে পরিমাণ কমান।`)
};

/**
* | output |
* | --- |
* | "Only {count} left of {name}. Lower the quantity to place your order." |
*
* @param {Notice_ShortInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const notice_short = /** @type {((inputs: Notice_ShortInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_ShortInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_notice_short(inputs)
	return en_notice_short(inputs)
});