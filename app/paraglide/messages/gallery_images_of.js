/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Gallery_Images_OfInputs */

const en_gallery_images_of = /** @type {(inputs: Gallery_Images_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Images of ${i?.name}`)
};

const bn_gallery_images_of = /** @type {(inputs: Gallery_Images_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}-এর ছবি`)
};

/**
* | output |
* | --- |
* | "Images of {name}" |
*
* @param {Gallery_Images_OfInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const gallery_images_of = /** @type {((inputs: Gallery_Images_OfInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Gallery_Images_OfInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_gallery_images_of(inputs)
	return en_gallery_images_of(inputs)
});