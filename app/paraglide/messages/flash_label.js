/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Flash_LabelInputs */

const en_flash_label = /** @type {(inputs: Flash_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Flash sale products`)
};

const bn_flash_label = /** @type {(inputs: Flash_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ফ্ল্যাশ সেলের পণ্য`)
};

/**
* | output |
* | --- |
* | "Flash sale products" |
*
* @param {Flash_LabelInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const flash_label = /** @type {((inputs?: Flash_LabelInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Flash_LabelInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_flash_label(inputs)
	return en_flash_label(inputs)
});