/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Confirm_Back_HomeInputs */

const en_confirm_back_home = /** @type {(inputs: Confirm_Back_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back to Home`)
};

const bn_confirm_back_home = /** @type {(inputs: Confirm_Back_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`হোমে ফিরে যান`)
};

/**
* | output |
* | --- |
* | "Back to Home" |
*
* @param {Confirm_Back_HomeInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const confirm_back_home = /** @type {((inputs?: Confirm_Back_HomeInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Confirm_Back_HomeInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_confirm_back_home(inputs)
	return en_confirm_back_home(inputs)
});