/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Confirm_Save_NumberInputs */

const en_confirm_save_number = /** @type {(inputs: Confirm_Save_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save your order number to check on your delivery later.`)
};

const bn_confirm_save_number = /** @type {(inputs: Confirm_Save_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`পরে ডেলিভারির খোঁজ নিতে অর্ডার নম্বরটি রেখে দিন।`)
};

/**
* | output |
* | --- |
* | "Save your order number to check on your delivery later." |
*
* @param {Confirm_Save_NumberInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const confirm_save_number = /** @type {((inputs?: Confirm_Save_NumberInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Confirm_Save_NumberInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_confirm_save_number(inputs)
	return en_confirm_save_number(inputs)
});