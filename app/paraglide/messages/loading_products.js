/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Loading_ProductsInputs */

const en_loading_products = /** @type {(inputs: Loading_ProductsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading...`)
};

const bn_loading_products = /** @type {(inputs: Loading_ProductsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`লোড হচ্ছে...`)
};

/**
* | output |
* | --- |
* | "Loading..." |
*
* @param {Loading_ProductsInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const loading_products = /** @type {((inputs?: Loading_ProductsInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Loading_ProductsInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_loading_products(inputs)
	return en_loading_products(inputs)
});