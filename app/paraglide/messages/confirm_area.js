/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Confirm_AreaInputs */

const en_confirm_area = /** @type {(inputs: Confirm_AreaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Area / Thana`)
};

const bn_confirm_area = /** @type {(inputs: Confirm_AreaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`এলাকা / থানা`)
};

/**
* | output |
* | --- |
* | "Area / Thana" |
*
* @param {Confirm_AreaInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const confirm_area = /** @type {((inputs?: Confirm_AreaInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Confirm_AreaInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_confirm_area(inputs)
	return en_confirm_area(inputs)
});