/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shipping_DescriptionInputs */

const en_shipping_description = /** @type {(inputs: Shipping_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delivery across Bangladesh, Saturday to Thursday, cash on delivery.`)
};

const bn_shipping_description = /** @type {(inputs: Shipping_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`সারা বাংলাদেশে ডেলিভারি, শনিবার থেকে বৃহস্পতিবার, ক্যাশ অন ডেলিভারি।`)
};

/**
* | output |
* | --- |
* | "Delivery across Bangladesh, Saturday to Thursday, cash on delivery." |
*
* @param {Shipping_DescriptionInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const shipping_description = /** @type {((inputs?: Shipping_DescriptionInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shipping_DescriptionInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_shipping_description(inputs)
	return en_shipping_description(inputs)
});