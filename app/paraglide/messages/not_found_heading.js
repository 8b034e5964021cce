/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Not_Found_HeadingInputs */

const en_not_found_heading = /** @type {(inputs: Not_Found_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Oops! Page not found`)
};

const bn_not_found_heading = /** @type {(inputs: Not_Found_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`দুঃখিত! পাতাটি পাওয়া যায়নি`)
};

/**
* | output |
* | --- |
* | "Oops! Page not found" |
*
* @param {Not_Found_HeadingInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const not_found_heading = /** @type {((inputs?: Not_Found_HeadingInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Not_Found_HeadingInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_not_found_heading(inputs)
	return en_not_found_heading(inputs)
});