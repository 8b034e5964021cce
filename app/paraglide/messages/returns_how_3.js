/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Returns_How_3Inputs */

const en_returns_how_3 = /** @type {(inputs: Returns_How_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pack the item securely; we tell you where to send it or arrange a pickup.`)
};

const bn_returns_how_3 = /** @type {(inputs: Returns_How_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`পণ্যটি ভালো করে প্যাক করুন; কোথায় পাঠাবেন জানিয়ে দেব, নয়তো এসে নিয়ে যাব।`)
};

/**
* | output |
* | --- |
* | "Pack the item securely; we tell you where to send it or arrange a pickup." |
*
* @param {Returns_How_3Inputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const returns_how_3 = /** @type {((inputs?: Returns_How_3Inputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Returns_How_3Inputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_returns_how_3(inputs)
	return en_returns_how_3(inputs)
});