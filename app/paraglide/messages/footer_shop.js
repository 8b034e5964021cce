/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Footer_ShopInputs */

const en_footer_shop = /** @type {(inputs: Footer_ShopInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Shop`)
};

const bn_footer_shop = /** @type {(inputs: Footer_ShopInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`শপ`)
};

/**
* | output |
* | --- |
* | "Shop" |
*
* @param {Footer_ShopInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const footer_shop = /** @type {((inputs?: Footer_ShopInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Footer_ShopInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_footer_shop(inputs)
	return en_footer_shop(inputs)
});