/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nav_ProductInputs */

const en_nav_product = /** @type {(inputs: Nav_ProductInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Product`)
};

const bn_nav_product = /** @type {(inputs: Nav_ProductInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`পণ্য`)
};

/**
* | output |
* | --- |
* | "Product" |
*
* @param {Nav_ProductInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const nav_product = /** @type {((inputs?: Nav_ProductInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_ProductInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_nav_product(inputs)
	return en_nav_product(inputs)
});