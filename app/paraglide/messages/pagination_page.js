/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ page: NonNullable<unknown>, pageCount: NonNullable<unknown> }} Pagination_PageInputs */

const en_pagination_page = /** @type {(inputs: Pagination_PageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Page ${i?.page} of ${i?.pageCount}`)
};

const bn_pagination_page = /** @type {(inputs: Pagination_PageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.pageCount} পাতার মধ্যে ${i?.page} নম্বর`)
};

/**
* | output |
* | --- |
* | "Page {page} of {pageCount}" |
*
* @param {Pagination_PageInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const pagination_page = /** @type {((inputs: Pagination_PageInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pagination_PageInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_pagination_page(inputs)
	return en_pagination_page(inputs)
});