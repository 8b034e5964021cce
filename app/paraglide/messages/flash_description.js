/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Flash_DescriptionInputs */

const en_flash_description = /** @type {(inputs: Flash_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The newest products in the shop, fresh in this week.`)
};

const bn_flash_description = /** @type {(inputs: Flash_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`দোকানের একদম নতুন পণ্য, এই সপ্তাহেই এসেছে।`)
};

/**
* | output |
* | --- |
* | "The newest products in the shop, fresh in this week." |
*
* @param {Flash_DescriptionInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const flash_description = /** @type {((inputs?: Flash_DescriptionInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Flash_DescriptionInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_flash_description(inputs)
	return en_flash_description(inputs)
});