/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Hero_FeaturedInputs */

const en_hero_featured = /** @type {(inputs: Hero_FeaturedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Featured`)
};

const bn_hero_featured = /** @type {(inputs: Hero_FeaturedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`বিশেষ আয়োজন`)
};

/**
* | output |
* | --- |
* | "Featured" |
*
* @param {Hero_FeaturedInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const hero_featured = /** @type {((inputs?: Hero_FeaturedInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Hero_FeaturedInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_hero_featured(inputs)
	return en_hero_featured(inputs)
});