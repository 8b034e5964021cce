/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} About_Values_HeadingInputs */

const en_about_values_heading = /** @type {(inputs: About_Values_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Our Values`)
};

const bn_about_values_heading = /** @type {(inputs: About_Values_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`আমরা যা মেনে চলি`)
};

/**
* | output |
* | --- |
* | "Our Values" |
*
* @param {About_Values_HeadingInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const about_values_heading = /** @type {((inputs?: About_Values_HeadingInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<About_Values_HeadingInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_about_values_heading(inputs)
	return en_about_values_heading(inputs)
});