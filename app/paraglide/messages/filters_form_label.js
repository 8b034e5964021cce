/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Filters_Form_LabelInputs */

const en_filters_form_label = /** @type {(inputs: Filters_Form_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Filter products`)
};

const bn_filters_form_label = /** @type {(inputs: Filters_Form_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`পণ্য ফিল্টার করুন`)
};

/**
* | output |
* | --- |
* | "Filter products" |
*
* @param {Filters_Form_LabelInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const filters_form_label = /** @type {((inputs?: Filters_Form_LabelInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Filters_Form_LabelInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_filters_form_label(inputs)
	return en_filters_form_label(inputs)
});