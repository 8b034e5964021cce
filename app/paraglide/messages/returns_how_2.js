/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Returns_How_2Inputs */

const en_returns_how_2 = /** @type {(inputs: Returns_How_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We approve or answer your request within 24 hours.`)
};

const bn_returns_how_2 = /** @type {(inputs: Returns_How_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`২৪ ঘণ্টার মধ্যে আমরা আপনার অনুরোধ মঞ্জুর করি বা উত্তর দিই।`)
};

/**
* | output |
* | --- |
* | "We approve or answer your request within 24 hours." |
*
* @param {Returns_How_2Inputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const returns_how_2 = /** @type {((inputs?: Returns_How_2Inputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Returns_How_2Inputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_returns_how_2(inputs)
	return en_returns_how_2(inputs)
});