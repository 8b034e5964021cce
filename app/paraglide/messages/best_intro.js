/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Best_IntroInputs */

const en_best_intro = /** @type {(inputs: Best_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Our customers' favourites.`)
};

const bn_best_intro = /** @type {(inputs: Best_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ক্রেতাদের সবচেয়ে পছন্দের।`)
};

/**
* | output |
* | --- |
* | "Our customers' favourites." |
*
* @param {Best_IntroInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const best_intro = /** @type {((inputs?: Best_IntroInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Best_IntroInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_best_intro(inputs)
	return en_best_intro(inputs)
});