/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} About_Value_Excellence_TextInputs */

const en_about_value_excellence_text = /** @type {(inputs: About_Value_Excellence_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Careful packing, on-time delivery and easy returns: we keep raising our own bar.`)
};

const bn_about_value_excellence_text = /** @type {(inputs: About_Value_Excellence_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`যত্নের প্যাকিং, সময়মতো ডেলিভারি আর সহজ ফেরত: নিজেদের মান আমরা প্রতিদিন বাড়াই।`)
};

/**
* | output |
* | --- |
* | "Careful packing, on-time delivery and easy returns: we keep raising our own bar." |
*
* @param {About_Value_Excellence_TextInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const about_value_excellence_text = /** @type {((inputs?: About_Value_Excellence_TextInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<About_Value_Excellence_TextInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_about_value_excellence_text(inputs)
	return en_about_value_excellence_text(inputs)
});