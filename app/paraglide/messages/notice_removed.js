/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Notice_RemovedInputs */

const en_notice_removed = /** @type {(inputs: Notice_RemovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} is no longer sold and was removed from your cart.`)
};

const bn_notice_removed = /** @type {(inputs: Notice_RemovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} এখন আর বিক্রি হয় না, তাই কার্ট থেকে সরিয়ে দেওয়া হয়েছে।`)
};

/**
* | output |
* | --- |
* | "{name} is no longer sold and was removed from your cart." |
*
* @param {Notice_RemovedInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const notice_removed = /** @type {((inputs: Notice_RemovedInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_RemovedInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_notice_removed(inputs)
	return en_notice_removed(inputs)
});