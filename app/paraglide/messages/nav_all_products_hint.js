/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nav_All_Products_HintInputs */

const en_nav_all_products_hint = /** @type {(inputs: Nav_All_Products_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Browse our entire collection`)
};

const bn_nav_all_products_hint = /** @type {(inputs: Nav_All_Products_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`আমাদের পুরো সংগ্রহ দেখুন`)
};

/**
* | output |
* | --- |
* | "Browse our entire collection" |
*
* @param {Nav_All_Products_HintInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const nav_all_products_hint = /** @type {((inputs?: Nav_All_Products_HintInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_All_Products_HintInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_nav_all_products_hint(inputs)
	return en_nav_all_products_hint(inputs)
});