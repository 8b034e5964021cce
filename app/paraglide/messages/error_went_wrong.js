/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Went_WrongInputs */

const en_error_went_wrong = /** @type {(inputs: Error_Went_WrongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Something went wrong.`)
};

const bn_error_went_wrong = /** @type {(inputs: Error_Went_WrongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`কিছু একটা ভুল হয়েছে।`)
};

/**
* | output |
* | --- |
* | "Something went wrong." |
*
* @param {Error_Went_WrongInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const error_went_wrong = /** @type {((inputs?: Error_Went_WrongInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Went_WrongInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_error_went_wrong(inputs)
	return en_error_went_wrong(inputs)
});