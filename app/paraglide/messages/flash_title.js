/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Flash_TitleInputs */

const en_flash_title = /** @type {(inputs: Flash_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Flash Sale`)
};

const bn_flash_title = /** @type {(inputs: Flash_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ফ্ল্যাশ সেল`)
};

/**
* | output |
* | --- |
* | "Flash Sale" |
*
* @param {Flash_TitleInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const flash_title = /** @type {((inputs?: Flash_TitleInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Flash_TitleInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_flash_title(inputs)
	return en_flash_title(inputs)
});