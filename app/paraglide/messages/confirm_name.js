/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Confirm_NameInputs */

const en_confirm_name = /** @type {(inputs: Confirm_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name`)
};

const bn_confirm_name = /** @type {(inputs: Confirm_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`নাম`)
};

/**
* | output |
* | --- |
* | "Name" |
*
* @param {Confirm_NameInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const confirm_name = /** @type {((inputs?: Confirm_NameInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Confirm_NameInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_confirm_name(inputs)
	return en_confirm_name(inputs)
});