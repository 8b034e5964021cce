/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Confirm_HeadingInputs */

const en_confirm_heading = /** @type {(inputs: Confirm_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Thank you for your order!`)
};

const bn_confirm_heading = /** @type {(inputs: Confirm_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`অর্ডারের জন্য ধন্যবাদ!`)
};

/**
* | output |
* | --- |
* | "Thank you for your order!" |
*
* @param {Confirm_HeadingInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const confirm_heading = /** @type {((inputs?: Confirm_HeadingInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Confirm_HeadingInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_confirm_heading(inputs)
	return en_confirm_heading(inputs)
});