/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ index: NonNullable<unknown>, count: NonNullable<unknown> }} Hero_SlideInputs */

const en_hero_slide = /** @type {(inputs: Hero_SlideInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.index} of ${i?.count}`)
};

const bn_hero_slide = /** @type {(inputs: Hero_SlideInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count}টির মধ্যে ${i?.index} নম্বর`)
};

/**
* | output |
* | --- |
* | "{index} of {count}" |
*
* @param {Hero_SlideInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const hero_slide = /** @type {((inputs: Hero_SlideInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Hero_SlideInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_hero_slide(inputs)
	return en_hero_slide(inputs)
});