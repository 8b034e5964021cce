/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ index: NonNullable<unknown> }} Gallery_Show_ImageInputs */

const en_gallery_show_image = /** @type {(inputs: Gallery_Show_ImageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Show image ${i?.index}`)
};

const bn_gallery_show_image = /** @type {(inputs: Gallery_Show_ImageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.index} নম্বর ছবি দেখুন`)
};

/**
* | output |
* | --- |
* | "Show image {index}" |
*
* @param {Gallery_Show_ImageInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const gallery_show_image = /** @type {((inputs: Gallery_Show_ImageInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Gallery_Show_ImageInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_gallery_show_image(inputs)
	return en_gallery_show_image(inputs)
});