/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Filters_LabelInputs */

const en_filters_label = /** @type {(inputs: Filters_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Filters`)
};

const bn_filters_label = /** @type {(inputs: Filters_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ফিল্টার`)
};

/**
* | output |
* | --- |
* | "Filters" |
*
* @param {Filters_LabelInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const filters_label = /** @type {((inputs?: Filters_LabelInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Filters_LabelInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_filters_label(inputs)
	return en_filters_label(inputs)
});