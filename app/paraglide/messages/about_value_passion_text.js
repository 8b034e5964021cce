/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} About_Value_Passion_TextInputs */

const en_about_value_passion_text = /** @type {(inputs: About_Value_Passion_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We love the craft of Bangladesh and bring makers and shoppers closer together.`)
};

const bn_about_value_passion_text = /** @type {(inputs: About_Value_Passion_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`বাংলাদেশের কারুশিল্প আমাদের প্রিয়, তাই কারিগর আর ক্রেতাকে কাছাকাছি আনি।`)
};

/**
* | output |
* | --- |
* | "We love the craft of Bangladesh and bring makers and shoppers closer together." |
*
* @param {About_Value_Passion_TextInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const about_value_passion_text = /** @type {((inputs?: About_Value_Passion_TextInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<About_Value_Passion_TextInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_about_value_passion_text(inputs)
	return en_about_value_passion_text(inputs)
});