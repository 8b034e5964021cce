/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Gallery_ThumbnailsInputs */

const en_gallery_thumbnails = /** @type {(inputs: Gallery_ThumbnailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Thumbnails`)
};

const bn_gallery_thumbnails = /** @type {(inputs: Gallery_ThumbnailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ছোট ছবি`)
};

/**
* | output |
* | --- |
* | "Thumbnails" |
*
* @param {Gallery_ThumbnailsInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const gallery_thumbnails = /** @type {((inputs?: Gallery_ThumbnailsInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Gallery_ThumbnailsInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_gallery_thumbnails(inputs)
	return en_gallery_thumbnails(inputs)
});