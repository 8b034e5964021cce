/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Flash_IntroInputs */

const en_flash_intro = /** @type {(inputs: Flash_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fresh arrivals, while stocks last.`)
};

const bn_flash_intro = /** @type {(inputs: Flash_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`নতুন এসেছে, স্টক থাকা পর্যন্ত।`)
};

/**
* | output |
* | --- |
* | "Fresh arrivals, while stocks last." |
*
* @param {Flash_IntroInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const flash_intro = /** @type {((inputs?: Flash_IntroInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Flash_IntroInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_flash_intro(inputs)
	return en_flash_intro(inputs)
});