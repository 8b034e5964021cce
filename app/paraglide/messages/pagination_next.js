/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pagination_NextInputs */

const en_pagination_next = /** @type {(inputs: Pagination_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Next`)
};

const bn_pagination_next = /** @type {(inputs: Pagination_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`পরের পাতা`)
};

/**
* | output |
* | --- |
* | "Next" |
*
* @param {Pagination_NextInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const pagination_next = /** @type {((inputs?: Pagination_NextInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pagination_NextInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_pagination_next(inputs)
	return en_pagination_next(inputs)
});