/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pagination_LabelInputs */

const en_pagination_label = /** @type {(inputs: Pagination_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pagination`)
};

const bn_pagination_label = /** @type {(inputs: Pagination_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`পাতা বদল`)
};

/**
* | output |
* | --- |
* | "Pagination" |
*
* @param {Pagination_LabelInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const pagination_label = /** @type {((inputs?: Pagination_LabelInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pagination_LabelInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_pagination_label(inputs)
	return en_pagination_label(inputs)
});