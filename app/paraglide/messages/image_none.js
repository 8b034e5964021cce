/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Image_NoneInputs */

const en_image_none = /** @type {(inputs: Image_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No Image`)
};

const bn_image_none = /** @type {(inputs: Image_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ছবি নেই`)
};

/**
* | output |
* | --- |
* | "No Image" |
*
* @param {Image_NoneInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const image_none = /** @type {((inputs?: Image_NoneInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Image_NoneInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_image_none(inputs)
	return en_image_none(inputs)
});