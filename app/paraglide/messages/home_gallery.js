/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_GalleryInputs */

const en_home_gallery = /** @type {(inputs: Home_GalleryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New Arrivals Gallery`)
};

const bn_home_gallery = /** @type {(inputs: Home_GalleryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`নতুন পণ্যের গ্যালারি`)
};

/**
* | output |
* | --- |
* | "New Arrivals Gallery" |
*
* @param {Home_GalleryInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const home_gallery = /** @type {((inputs?: Home_GalleryInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_GalleryInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_home_gallery(inputs)
	return en_home_gallery(inputs)
});