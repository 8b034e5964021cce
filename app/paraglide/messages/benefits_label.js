/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Benefits_LabelInputs */

const en_benefits_label = /** @type {(inputs: Benefits_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Why shop with us`)
};

const bn_benefits_label = /** @type {(inputs: Benefits_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`কেন আমাদের কাছ থেকে কিনবেন`)
};

/**
* | output |
* | --- |
* | "Why shop with us" |
*
* @param {Benefits_LabelInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const benefits_label = /** @type {((inputs?: Benefits_LabelInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Benefits_LabelInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_benefits_label(inputs)
	return en_benefits_label(inputs)
});