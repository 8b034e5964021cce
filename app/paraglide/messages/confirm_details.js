/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Confirm_DetailsInputs */

const en_confirm_details = /** @type {(inputs: Confirm_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Order Details`)
};

const bn_confirm_details = /** @type {(inputs: Confirm_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`অর্ডারের বিবরণ`)
};

/**
* | output |
* | --- |
* | "Order Details" |
*
* @param {Confirm_DetailsInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const confirm_details = /** @type {((inputs?: Confirm_DetailsInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Confirm_DetailsInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_confirm_details(inputs)
	return en_confirm_details(inputs)
});