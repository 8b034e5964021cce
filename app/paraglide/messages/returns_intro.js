/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Returns_IntroInputs */

const en_returns_intro = /** @type {(inputs: Returns_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not happy with your order? Here is how returns work.`)
};

const bn_returns_intro = /** @type {(inputs: Returns_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`অর্ডার পছন্দ হয়নি? ফেরত দেওয়ার নিয়ম জেনে নিন।`)
};

/**
* | output |
* | --- |
* | "Not happy with your order? Here is how returns work." |
*
* @param {Returns_IntroInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const returns_intro = /** @type {((inputs?: Returns_IntroInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Returns_IntroInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_returns_intro(inputs)
	return en_returns_intro(inputs)
});