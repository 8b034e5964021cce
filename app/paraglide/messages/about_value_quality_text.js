/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} About_Value_Quality_TextInputs */

const en_about_value_quality_text = /** @type {(inputs: About_Value_Quality_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We check what we sell, from handloom sarees to gadgets, so you receive what you saw.`)
};

const bn_about_value_quality_text = /** @type {(inputs: About_Value_Quality_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`তাঁতের শাড়ি থেকে গ্যাজেট, যা বিক্রি করি নিজেরা দেখে নিই, যাতে যা দেখেছেন ঠিক তা-ই পান।`)
};

/**
* | output |
* | --- |
* | "We check what we sell, from handloom sarees to gadgets, so you receive what you saw." |
*
* @param {About_Value_Quality_TextInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const about_value_quality_text = /** @type {((inputs?: About_Value_Quality_TextInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<About_Value_Quality_TextInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_about_value_quality_text(inputs)
	return en_about_value_quality_text(inputs)
});