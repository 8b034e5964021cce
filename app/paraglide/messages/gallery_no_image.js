/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Gallery_No_ImageInputs */

const en_gallery_no_image = /** @type {(inputs: Gallery_No_ImageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No image`)
};

const bn_gallery_no_image = /** @type {(inputs: Gallery_No_ImageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`কোনো ছবি নেই`)
};

/**
* | output |
* | --- |
* | "No image" |
*
* @param {Gallery_No_ImageInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const gallery_no_image = /** @type {((inputs?: Gallery_No_ImageInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Gallery_No_ImageInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_gallery_no_image(inputs)
	return en_gallery_no_image(inputs)
});