/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkout_AreaInputs */

const en_checkout_area = /** @type {(inputs: Checkout_AreaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Area / Thana (optional)`)
};

const bn_checkout_area = /** @type {(inputs: Checkout_AreaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`এলাকা / থানা (ঐচ্ছিক)`)
};

/**
* | output |
* | --- |
* | "Area / Thana (optional)" |
*
* @param {Checkout_AreaInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const checkout_area = /** @type {((inputs?: Checkout_AreaInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkout_AreaInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_checkout_area(inputs)
	return en_checkout_area(inputs)
});