/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ storeName: NonNullable<unknown> }} Home_HeadingInputs */

const en_home_heading = /** @type {(inputs: Home_HeadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.storeName}: online shopping in Bangladesh`)
};

const bn_home_heading = /** @type {(inputs: Home_HeadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.storeName}: বাংলাদেশে অনলাইন কেনাকাটা`)
};

/**
* | output |
* | --- |
* | "{storeName}: online shopping in Bangladesh" |
*
* @param {Home_HeadingInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const home_heading = /** @type {((inputs: Home_HeadingInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_HeadingInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_home_heading(inputs)
	return en_home_heading(inputs)
});