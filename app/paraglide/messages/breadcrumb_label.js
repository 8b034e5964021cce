/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Breadcrumb_LabelInputs */

const en_breadcrumb_label = /** @type {(inputs: Breadcrumb_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Breadcrumb`)
};

const bn_breadcrumb_label = /** @type {(inputs: Breadcrumb_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`আপনি এখানে আছেন`)
};

/**
* | output |
* | --- |
* | "Breadcrumb" |
*
* @param {Breadcrumb_LabelInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const breadcrumb_label = /** @type {((inputs?: Breadcrumb_LabelInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Breadcrumb_LabelInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_breadcrumb_label(inputs)
	return en_breadcrumb_label(inputs)
});