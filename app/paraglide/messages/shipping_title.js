/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shipping_TitleInputs */

const en_shipping_title = /** @type {(inputs: Shipping_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Shipping Information`)
};

const bn_shipping_title = /** @type {(inputs: Shipping_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ডেলিভারির তথ্য`)
};

/**
* | output |
* | --- |
* | "Shipping Information" |
*
* @param {Shipping_TitleInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const shipping_title = /** @type {((inputs?: Shipping_TitleInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shipping_TitleInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_shipping_title(inputs)
	return en_shipping_title(inputs)
});