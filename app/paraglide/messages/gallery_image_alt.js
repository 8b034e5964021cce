/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown>, index: NonNullable<unknown> }} Gallery_Image_AltInputs */

const en_gallery_image_alt = /** @type {(inputs: Gallery_Image_AltInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}, image ${i?.index}`)
};

const bn_gallery_image_alt = /** @type {(inputs: Gallery_Image_AltInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}, ছবি ${i?.index}`)
};

/**
* | output |
* | --- |
* | "{name}, image {index}" |
*
* @param {Gallery_Image_AltInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const gallery_image_alt = /** @type {((inputs: Gallery_Image_AltInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Gallery_Image_AltInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_gallery_image_alt(inputs)
	return en_gallery_image_alt(inputs)
});