/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nav_Flash_SellingInputs */

const en_nav_flash_selling = /** @type {(inputs: Nav_Flash_SellingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Flash Selling`)
};

const bn_nav_flash_selling = /** @type {(inputs: Nav_Flash_SellingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ফ্ল্যাশ সেল`)
};

/**
* | output |
* | --- |
* | "Flash Selling" |
*
* @param {Nav_Flash_SellingInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const nav_flash_selling = /** @type {((inputs?: Nav_Flash_SellingInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_Flash_SellingInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_nav_flash_selling(inputs)
	return en_nav_flash_selling(inputs)
});