/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Not_Found_HomeInputs */

const en_not_found_home = /** @type {(inputs: Not_Found_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Go back home`)
};

const bn_not_found_home = /** @type {(inputs: Not_Found_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`হোমে ফিরে যান`)
};

/**
* | output |
* | --- |
* | "Go back home" |
*
* @param {Not_Found_HomeInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const not_found_home = /** @type {((inputs?: Not_Found_HomeInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Not_Found_HomeInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_not_found_home(inputs)
	return en_not_found_home(inputs)
});