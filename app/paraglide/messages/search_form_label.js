/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Search_Form_LabelInputs */

const en_search_form_label = /** @type {(inputs: Search_Form_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Product search`)
};

const bn_search_form_label = /** @type {(inputs: Search_Form_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`পণ্য খুঁজুন`)
};

/**
* | output |
* | --- |
* | "Product search" |
*
* @param {Search_Form_LabelInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const search_form_label = /** @type {((inputs?: Search_Form_LabelInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Search_Form_LabelInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_search_form_label(inputs)
	return en_search_form_label(inputs)
});