/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Carousel_NextInputs */

const en_carousel_next = /** @type {(inputs: Carousel_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Next slide`)
};

const bn_carousel_next = /** @type {(inputs: Carousel_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`পরের স্লাইড`)
};

/**
* | output |
* | --- |
* | "Next slide" |
*
* @param {Carousel_NextInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const carousel_next = /** @type {((inputs?: Carousel_NextInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Carousel_NextInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_carousel_next(inputs)
	return en_carousel_next(inputs)
});