/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Benefit_Free_Shipping_TitleInputs */

const en_benefit_free_shipping_title = /** @type {(inputs: Benefit_Free_Shipping_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Free Shipping`)
};

const bn_benefit_free_shipping_title = /** @type {(inputs: Benefit_Free_Shipping_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ফ্রি ডেলিভারি`)
};

/**
* | output |
* | --- |
* | "Free Shipping" |
*
* @param {Benefit_Free_Shipping_TitleInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const benefit_free_shipping_title = /** @type {((inputs?: Benefit_Free_Shipping_TitleInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Benefit_Free_Shipping_TitleInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_benefit_free_shipping_title(inputs)
	return en_benefit_free_shipping_title(inputs)
});