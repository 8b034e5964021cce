/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Thumb_NoneInputs */

const en_thumb_none = /** @type {(inputs: Thumb_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No Image`)
};

const bn_thumb_none = /** @type {(inputs: Thumb_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ছবি নেই`)
};

/**
* | output |
* | --- |
* | "No Image" |
*
* @param {Thumb_NoneInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const thumb_none = /** @type {((inputs?: Thumb_NoneInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Thumb_NoneInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_thumb_none(inputs)
	return en_thumb_none(inputs)
});