/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Categories_IntroInputs */

const en_categories_intro = /** @type {(inputs: Categories_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Find what you need, aisle by aisle.`)
};

const bn_categories_intro = /** @type {(inputs: Categories_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`তাক ধরে ধরে খুঁজে নিন যা দরকার।`)
};

/**
* | output |
* | --- |
* | "Find what you need, aisle by aisle." |
*
* @param {Categories_IntroInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const categories_intro = /** @type {((inputs?: Categories_IntroInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Categories_IntroInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_categories_intro(inputs)
	return en_categories_intro(inputs)
});