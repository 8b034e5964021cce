/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Terms_Delivery_TitleInputs */

const en_terms_delivery_title = /** @type {(inputs: Terms_Delivery_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delivery and returns`)
};

const bn_terms_delivery_title = /** @type {(inputs: Terms_Delivery_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ডেলিভারি ও ফেরত`)
};

/**
* | output |
* | --- |
* | "Delivery and returns" |
*
* @param {Terms_Delivery_TitleInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const terms_delivery_title = /** @type {((inputs?: Terms_Delivery_TitleInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Terms_Delivery_TitleInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_terms_delivery_title(inputs)
	return en_terms_delivery_title(inputs)
});