/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Carousel_PreviousInputs */

const en_carousel_previous = /** @type {(inputs: Carousel_PreviousInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Previous slide`)
};

const bn_carousel_previous = /** @type {(inputs: Carousel_PreviousInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`আগের স্লাইড`)
};

/**
* | output |
* | --- |
* | "Previous slide" |
*
* @param {Carousel_PreviousInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const carousel_previous = /** @type {((inputs?: Carousel_PreviousInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Carousel_PreviousInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_carousel_previous(inputs)
	return en_carousel_previous(inputs)
});