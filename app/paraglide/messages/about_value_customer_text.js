/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} About_Value_Customer_TextInputs */

const en_about_value_customer_text = /** @type {(inputs: About_Value_Customer_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every decision starts with you: clear prices, honest descriptions and a real person on the phone.`)
};

const bn_about_value_customer_text = /** @type {(inputs: About_Value_Customer_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`প্রতিটি সিদ্ধান্তের শুরু আপনাকে ঘিরে: পরিষ্কার দাম, সৎ বিবরণ আর ফোনে সত্যিকারের মানুষ।`)
};

/**
* | output |
* | --- |
* | "Every decision starts with you: clear prices, honest descriptions and a real person on the phone." |
*
* @param {About_Value_Customer_TextInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const about_value_customer_text = /** @type {((inputs?: About_Value_Customer_TextInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<About_Value_Customer_TextInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_about_value_customer_text(inputs)
	return en_about_value_customer_text(inputs)
});