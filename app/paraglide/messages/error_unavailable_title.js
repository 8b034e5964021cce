/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Unavailable_TitleInputs */

const en_error_unavailable_title = /** @type {(inputs: Error_Unavailable_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Service Unavailable`)
};

const bn_error_unavailable_title = /** @type {(inputs: Error_Unavailable_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`সেবাটি এখন বন্ধ আছে`)
};

/**
* | output |
* | --- |
* | "Service Unavailable" |
*
* @param {Error_Unavailable_TitleInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const error_unavailable_title = /** @type {((inputs?: Error_Unavailable_TitleInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Unavailable_TitleInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_error_unavailable_title(inputs)
	return en_error_unavailable_title(inputs)
});