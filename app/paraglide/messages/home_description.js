/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_DescriptionInputs */

const en_home_description = /** @type {(inputs: Home_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Shop sarees, panjabis, electronics, groceries and more. Prices in taka, cash on delivery across Bangladesh.`)
};

const bn_home_description = /** @type {(inputs: Home_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`শাড়ি, পাঞ্জাবি, ইলেকট্রনিক্স, মুদি পণ্যসহ আরও অনেক কিছু কিনুন। দাম টাকায়, সারা বাংলাদেশে ক্যাশ অন ডেলিভারি।`)
};

/**
* | output |
* | --- |
* | "Shop sarees, panjabis, electronics, groceries and more. Prices in taka, cash on delivery across Bangladesh." |
*
* @param {Home_DescriptionInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const home_description = /** @type {((inputs?: Home_DescriptionInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_DescriptionInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_home_description(inputs)
	return en_home_description(inputs)
});