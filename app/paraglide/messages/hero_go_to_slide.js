/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ index: NonNullable<unknown> }} Hero_Go_To_SlideInputs */

const en_hero_go_to_slide = /** @type {(inputs: Hero_Go_To_SlideInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Go to slide ${i?.index}`)
};

const bn_hero_go_to_slide = /** @type {(inputs: Hero_Go_To_SlideInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.index} নম্বর স্লাইডে যান`)
};

/**
* | output |
* | --- |
* | "Go to slide {index}" |
*
* @param {Hero_Go_To_SlideInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const hero_go_to_slide = /** @type {((inputs: Hero_Go_To_SlideInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Hero_Go_To_SlideInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_hero_go_to_slide(inputs)
	return en_hero_go_to_slide(inputs)
});