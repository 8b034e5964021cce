/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Confirm_CallInputs */

const en_confirm_call = /** @type {(inputs: Confirm_CallInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We will call you to confirm your order before delivery.`)
};

const bn_confirm_call = /** @type {(inputs: Confirm_CallInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ডেলিভারির আগে অর্ডারটি নিশ্চিত করতে আমরা আপনাকে ফোন করব।`)
};

/**
* | output |
* | --- |
* | "We will call you to confirm your order before delivery." |
*
* @param {Confirm_CallInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const confirm_call = /** @type {((inputs?: Confirm_CallInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Confirm_CallInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_confirm_call(inputs)
	return en_confirm_call(inputs)
});