/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shop_DescriptionInputs */

const en_shop_description = /** @type {(inputs: Shop_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Browse all products by category and price. Prices in taka, cash on delivery across Bangladesh.`)
};

const bn_shop_description = /** @type {(inputs: Shop_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ক্যাটাগরি আর দাম অনুযায়ী সব পণ্য দেখুন। দাম টাকায়, সারা বাংলাদেশে ক্যাশ অন ডেলিভারি।`)
};

/**
* | output |
* | --- |
* | "Browse all products by category and price. Prices in taka, cash on delivery across Bangladesh." |
*
* @param {Shop_DescriptionInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const shop_description = /** @type {((inputs?: Shop_DescriptionInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_DescriptionInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_shop_description(inputs)
	return en_shop_description(inputs)
});